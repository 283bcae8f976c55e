// Built-in member artists (SPEC.md §3). The people are fictional; their websites use reserved
// example domains. Image paths are relative to the artists image folder.
import type { Artist } from "./schema.ts";

export const artists: Artist[] = [
  {
    paramName: "maren-holt",
    name: "Maren Holt",
    website: "https://marenholt.example.com",
    instagram: { handle: "marenholt.studio", link: "https://www.instagram.com/marenholt.studio" },
    thumbnail: { src: "maren-holt/phone-01.jpg" },
    images: [
      { src: "maren-holt/01.jpg", text: "<em>Mud Season</em>, oil on panel, 24 x 30 in, 2024" },
      {
        src: "maren-holt/02.jpg",
        text: "<em>North Branch, Thaw</em>, oil on linen, 30 x 40 in, 2025",
      },
      {
        src: "maren-holt/03.jpg",
        text: "<em>Sugarhouse Smoke</em>, oil on panel, 12 x 12 in, 2025",
      },
    ],
    bio: [
      "Maren Holt paints the Winooski valley in the months most people would rather skip: March mud, November rain, the grey week before the snow sticks.",
      'She studied printmaking before turning to oil, and still builds her panels up in thin, transparent layers. Read her notes on process at <a href="https://marenholt.example.com/notes">her studio journal</a>.',
    ],
  },
  {
    paramName: "desmond-achebe-ruiz",
    name: "Desmond Achebe-Ruiz",
    website: "https://achebe-ruiz.example.org",
    instagram: { handle: "desmond.makes", link: "https://www.instagram.com/desmond.makes" },
    thumbnail: { src: "desmond-achebe-ruiz/phone-02.jpg", scale: 1.4, position: "50% 30%" },
    images: [
      {
        src: "desmond-achebe-ruiz/01.jpg",
        text: "<em>Weir</em>, stoneware and ash glaze, 14 in tall, 2023",
      },
      { src: "desmond-achebe-ruiz/02.jpg", text: "<em>Two Vessels for Rain</em>, stoneware, 2024" },
      { src: "desmond-achebe-ruiz/03.jpg", text: "<em>Field Jar</em>, wood-fired stoneware, 2025" },
    ],
    videos: [
      { src: "desmond-achebe-ruiz/throwing.mp4", type: "File", text: "Throwing a field jar" },
    ],
    bio: [
      "Desmond Achebe-Ruiz is a potter who fires a shared wood kiln in Calais twice a year.",
      "His vessels are made to be used, and he is happiest when one comes back to him chipped from years on somebody's table. He teaches <u>community wheel nights</u> at the Front each winter.",
    ],
  },
  {
    paramName: "ingrid-sato",
    name: "Ingrid Sato",
    website: "https://ingridsato.example.com",
    instagram: {
      handle: "ingrid.sato.prints",
      link: "https://www.instagram.com/ingrid.sato.prints",
    },
    thumbnail: { src: "ingrid-sato/phone-01.jpg" },
    images: [
      { src: "ingrid-sato/01.jpg", text: "<em>Tamarack I</em>, woodcut, 18 x 24 in, 2024" },
      { src: "ingrid-sato/02.jpg", text: "<em>Tamarack II</em>, woodcut, 18 x 24 in, 2024" },
      { src: "ingrid-sato/03.jpg", text: "<em>Ice Out</em>, reduction linocut, 12 x 16 in, 2025" },
    ],
    bio: [
      "Ingrid Sato carves woodblocks from salvaged cherry and prints them by hand with a wooden baren.",
      "Her series <em>Tamarack</em> follows one stand of larch through a year of needles going gold and falling.",
    ],
  },
  {
    paramName: "tobias-wren",
    name: "Tobias Wren",
    website: "https://tobiaswren.example.org",
    instagram: { handle: "tobiaswren", link: "https://www.instagram.com/tobiaswren" },
    images: [
      {
        src: "tobias-wren/01.jpg",
        text: "<em>Granite Shed, Barre</em>, gelatin silver print, 2023",
      },
      { src: "tobias-wren/02.jpg", text: "<em>Cutter's Bench</em>, gelatin silver print, 2024" },
      { src: "tobias-wren/03.jpg", text: "<em>Quarry Light</em>, pigment print, 2025" },
    ],
    bio: [
      "Tobias Wren photographs the granite sheds of Barre on large-format film.",
      "He has no thumbnail here by choice: he would rather you meet the work in the gallery first.",
    ],
  },
  {
    paramName: "lucia-ferreira",
    name: "Lucia Ferreira",
    website: "https://luciaferreira.example.com",
    instagram: {
      handle: "lucia.ferreira.fiber",
      link: "https://www.instagram.com/lucia.ferreira.fiber",
    },
    thumbnail: { src: "lucia-ferreira/phone-01.jpg", position: "50% 70%" },
    images: [
      {
        src: "lucia-ferreira/01.jpg",
        text: "<em>Mending Map</em>, hand-dyed wool, 48 x 60 in, 2024",
      },
      { src: "lucia-ferreira/02.jpg", text: "<em>Indigo Field</em>, indigo on linen, 2025" },
      { src: "lucia-ferreira/03.jpg", text: "<em>Warp Study</em>, cotton and wool, 2025" },
    ],
    bio: [
      "Lucia Ferreira weaves on a floor loom she rebuilt from a barn find in Worcester.",
      "She dyes with indigo, walnut and goldenrod, and keeps a public dye garden behind her studio.",
    ],
  },
  {
    paramName: "august-lindqvist",
    name: "August Lindqvist",
    website: "https://lindqvist.example.org",
    instagram: { handle: "august.draws", link: "https://www.instagram.com/august.draws" },
    thumbnail: { src: "august-lindqvist/phone-01.jpg" },
    images: [
      { src: "august-lindqvist/01.jpg", text: "<em>Night Shift, Main Street</em>, charcoal, 2024" },
      { src: "august-lindqvist/02.jpg", text: "<em>Laundromat</em>, charcoal and chalk, 2025" },
      { src: "august-lindqvist/03.jpg", text: "<em>Bus Shelter, January</em>, charcoal, 2025" },
    ],
    bio: [
      "August Lindqvist draws Montpelier after dark in charcoal, working from small sketches made on the spot.",
    ],
  },
  {
    paramName: "priya-castellanos",
    name: "Priya Castellanos",
    website: "https://priyacastellanos.example.com",
    instagram: { handle: "priya.castellanos", link: "https://www.instagram.com/priya.castellanos" },
    thumbnail: { src: "priya-castellanos/phone-01.jpg" },
    images: [
      { src: "priya-castellanos/01.jpg", text: "<em>Signal</em>, neon and found steel, 2024" },
      { src: "priya-castellanos/02.jpg", text: "<em>Listening Post</em>, mixed media, 2025" },
      { src: "priya-castellanos/03.jpg", text: "<em>Relay</em>, mixed media, 2025" },
    ],
    videos: [{ src: "priya-castellanos/signal.mp4", type: "File", text: "Signal, switched on" }],
    bio: [
      "Priya Castellanos builds sculpture from salvaged radio towers and hand-bent light.",
      "Her work has been shown in Burlington, Portland and, once, in a hayloft in Cabot.",
    ],
  },
  {
    paramName: "ezra-banks",
    name: "Ezra Banks",
    website: "https://ezrabanks.example.org",
    instagram: { handle: "ezra.banks.paints", link: "https://www.instagram.com/ezra.banks.paints" },
    thumbnail: { src: "ezra-banks/phone-01.jpg" },
    images: [
      { src: "ezra-banks/01.jpg", text: "<em>Kitchen Window</em>, gouache, 9 x 12 in, 2024" },
      { src: "ezra-banks/02.jpg", text: "<em>Dooryard</em>, gouache, 9 x 12 in, 2025" },
      { src: "ezra-banks/03.jpg", text: "<em>Woodpile</em>, gouache, 9 x 12 in, 2025" },
    ],
    bio: [
      "Ezra Banks paints small gouaches of ordinary rooms and yards in the hour before supper.",
    ],
  },
  {
    paramName: "helen-marsh",
    name: "Helen Marsh",
    isNotMember: true,
    website: "https://helenmarsh.example.com",
    instagram: { handle: "helen.marsh.art", link: "https://www.instagram.com/helen.marsh.art" },
    thumbnail: { src: "helen-marsh/phone-01.jpg" },
    images: [
      { src: "helen-marsh/01.jpg", text: "<em>Vetch</em>, watercolor, 2022" },
      { src: "helen-marsh/02.jpg", text: "<em>Yarrow</em>, watercolor, 2023" },
      { src: "helen-marsh/03.jpg", text: "<em>Tansy</em>, watercolor, 2023" },
    ],
    bio: [
      "Helen Marsh was a founding member of the Front and showed botanical watercolors with us until 2023.",
    ],
  },
  {
    paramName: "samuel-okafor",
    name: "Samuel Okafor",
    isNotMember: true,
    website: "https://samuelokafor.example.org",
    instagram: {
      handle: "samuel.okafor.studio",
      link: "https://www.instagram.com/samuel.okafor.studio",
    },
    thumbnail: { src: "samuel-okafor/phone-01.jpg" },
    images: [
      { src: "samuel-okafor/01.jpg", text: "<em>Crossing</em>, acrylic on canvas, 2024" },
      { src: "samuel-okafor/02.jpg", text: "<em>Harbor</em>, acrylic on canvas, 2024" },
      { src: "samuel-okafor/03.jpg", text: "<em>Ferry</em>, acrylic on canvas, 2025" },
    ],
    bio: ["Samuel Okafor showed with the Front as a visiting artist in the summer of 2025."],
  },
];
