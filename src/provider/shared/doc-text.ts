/** A paragraph or a list item cut into lines of at most 96 characters, a list item's lines after the first indented. */
export function wrapped(text: string): string {
  const indent = text.startsWith("- ") ? "  " : "";
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > 96) {
      lines.push(line);
      line = indent + word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  return [...lines, line].join("\n");
}

/** `a`, `a` or `b`, `a`, `b` and `c`: names in code, as a sentence lists them. */
export function listed(names: readonly string[], conjunction: "or" | "and"): string {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length <= 1 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} ${conjunction} ${quoted[quoted.length - 1]}`;
}
