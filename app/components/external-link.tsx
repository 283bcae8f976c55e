type ExternalLinkProps = Omit<React.ComponentProps<"a">, "target" | "rel"> & {
  children: React.ReactNode;
};

/** A link that opens outside the site in a new tab, without handing it this window. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
