// Built-in artists (SPEC.md §3), one file each in ./artists/. The people are fictional; their
// websites use reserved example domains. To add an artist, add a file there and list it here.
import type { Artist } from "./schema.ts";
import { artist as marenHolt } from "./artists/maren-holt.ts";
import { artist as desmondAchebeRuiz } from "./artists/desmond-achebe-ruiz.ts";
import { artist as ingridSato } from "./artists/ingrid-sato.ts";
import { artist as tobiasWren } from "./artists/tobias-wren.ts";
import { artist as luciaFerreira } from "./artists/lucia-ferreira.ts";
import { artist as augustLindqvist } from "./artists/august-lindqvist.ts";
import { artist as priyaCastellanos } from "./artists/priya-castellanos.ts";
import { artist as ezraBanks } from "./artists/ezra-banks.ts";
import { artist as nadiaKowalczyk } from "./artists/nadia-kowalczyk.ts";
import { artist as orenBlackwood } from "./artists/oren-blackwood.ts";
import { artist as beatrixLund } from "./artists/beatrix-lund.ts";
import { artist as marcusHale } from "./artists/marcus-hale.ts";
import { artist as adaQuimby } from "./artists/ada-quimby.ts";
import { artist as felixTran } from "./artists/felix-tran.ts";
import { artist as rosalindPike } from "./artists/rosalind-pike.ts";
import { artist as jonahAbernathy } from "./artists/jonah-abernathy.ts";
import { artist as claraWhitcomb } from "./artists/clara-whitcomb.ts";
import { artist as theoMartel } from "./artists/theo-martel.ts";
import { artist as saoirseDunleavy } from "./artists/saoirse-dunleavy.ts";
import { artist as kwameOseiBright } from "./artists/kwame-osei-bright.ts";
import { artist as hanaMorimoto } from "./artists/hana-morimoto.ts";
import { artist as ruthGallagher } from "./artists/ruth-gallagher.ts";
import { artist as eliVasquez } from "./artists/eli-vasquez.ts";
import { artist as helenMarsh } from "./artists/helen-marsh.ts";
import { artist as samuelOkafor } from "./artists/samuel-okafor.ts";
import { artist as pegCorliss } from "./artists/peg-corliss.ts";
import { artist as waltBrennan } from "./artists/walt-brennan.ts";
import { artist as yusufHaddad } from "./artists/yusuf-haddad.ts";
import { artist as devRaman } from "./artists/dev-raman.ts";
import { artist as irisFontaine } from "./artists/iris-fontaine.ts";

export const artists: Artist[] = [
  marenHolt,
  desmondAchebeRuiz,
  ingridSato,
  tobiasWren,
  luciaFerreira,
  augustLindqvist,
  priyaCastellanos,
  ezraBanks,
  nadiaKowalczyk,
  orenBlackwood,
  beatrixLund,
  marcusHale,
  adaQuimby,
  felixTran,
  rosalindPike,
  jonahAbernathy,
  claraWhitcomb,
  theoMartel,
  saoirseDunleavy,
  kwameOseiBright,
  hanaMorimoto,
  ruthGallagher,
  eliVasquez,
  helenMarsh,
  samuelOkafor,
  pegCorliss,
  waltBrennan,
  yusufHaddad,
  devRaman,
  irisFontaine,
];
