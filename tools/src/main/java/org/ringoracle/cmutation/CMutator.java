package org.ringoracle.cmutation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes the mutants of the C functions and macros in scope by operator replacement on the text:
 * relational and equality operators, {@code + - & | ^ << >> && ||} (binary uses only), compound
 * assignments and increments, integer constants off by one, a {@code - 1} or {@code + 1} removed,
 * and the condition of an {@code if} or {@code while} negated. Comments, string and character
 * literals, preprocessor lines inside a function, and the arguments of logging calls are left alone.
 */
public final class CMutator {

    /**
     * One mutant: the text from {@code start} to {@code end} replaced by {@code replacement}.
     *
     * @param function the function or macro it lies in
     * @param line the 1-based line of {@code start}
     * @param start offset of the replaced text
     * @param end offset after it
     * @param replacement what stands there instead
     * @param description what the mutation did, as a person reads it
     */
    public record Mutant(String function, int line, int start, int end, String replacement, String description) {

        /** {@code source} with this mutation applied. */
        public String apply(String source) {
            return source.substring(0, start) + replacement + source.substring(end);
        }
    }

    /** Token replacements, each tried where the token stands as a binary operator (or any, for the comparisons). */
    private static final Map<String, List<String>> OPERATORS = Map.ofEntries(
            Map.entry("<", List.of("<=")), Map.entry("<=", List.of("<")), Map.entry(">", List.of(">=")),
            Map.entry(">=", List.of(">")), Map.entry("==", List.of("!=")), Map.entry("!=", List.of("==")),
            Map.entry("+", List.of("-")), Map.entry("-", List.of("+")), Map.entry("&", List.of("|")),
            Map.entry("|", List.of("&")), Map.entry("^", List.of("&")), Map.entry("<<", List.of(">>")),
            Map.entry(">>", List.of("<<")), Map.entry("&&", List.of("||")), Map.entry("||", List.of("&&")),
            Map.entry("+=", List.of("-=")), Map.entry("-=", List.of("+=")), Map.entry("++", List.of("--")),
            Map.entry("--", List.of("++")), Map.entry("&=", List.of("|=")), Map.entry("|=", List.of("&=")));

    /** Operators that are binary only after an operand (an identifier, a number, a closing bracket). */
    private static final Set<String> BINARY_ONLY = Set.of("+", "-", "&");

    /** Calls whose arguments are messages, not arithmetic. */
    private static final Set<String> LOGGING = Set.of("RTE_LOG", "RTE_LOG_DP", "RTE_ASSERT", "RTE_VERIFY",
            "RTE_MBUF_ASSERT", "__rte_mbuf_sanity_check", "printf", "rte_panic");

    private static final Pattern TOKEN = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"(?:\\\\.|[^\"\\\\])*\"|'(?:\\\\.|[^'\\\\])*'"
                    + "|0[xX][0-9a-fA-F]+[uUlL]*|\\d+[uUlL]*|[A-Za-z_]\\w*"
                    + "|<<=|>>=|->|\\+\\+|--|<<|>>|<=|>=|==|!=|&&|\\|\\||\\+=|-=|&=|\\|=|\\^=|\\*=|/="
                    + "|\\\\\\n|\\n|[^\\s]", Pattern.DOTALL);

    private CMutator() {
    }

    /** The mutants of {@code names} (functions defined in {@code source}, or macros it defines), in text order. */
    public static List<Mutant> mutants(String source, Set<String> names) {
        List<Mutant> mutants = new ArrayList<>();
        for (String name : names) {
            int[] span = span(source, name);
            if (span != null) {
                mutants.addAll(inSpan(source, name, span[0], span[1], span[2] == 1));
            }
        }
        mutants.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return mutants;
    }

    /** Whether {@code name} is defined in {@code source} as a function or a macro. */
    public static boolean defines(String source, String name) {
        return span(source, name) != null;
    }

    /** The body of function {@code name} or the text of macro {@code name}: {start, end, isMacro}; null if not defined. */
    private static int[] span(String source, String name) {
        Matcher macro = Pattern.compile("(?m)^#\\s*define\\s+" + Pattern.quote(name) + "\\b").matcher(source);
        if (macro.find()) {
            int end = macro.end();
            while (end < source.length()) {
                int eol = source.indexOf('\n', end);
                if (eol < 0) {
                    end = source.length();
                    break;
                }
                if (eol > 0 && source.charAt(eol - 1) == '\\') {
                    end = eol + 1;
                } else {
                    end = eol;
                    break;
                }
            }
            return new int[] {macro.end(), end, 1};
        }
        Matcher call = Pattern.compile("\\b" + Pattern.quote(name) + "\\s*\\(").matcher(source);
        while (call.find()) {
            int close = matching(source, call.end() - 1, '(', ')');
            if (close < 0) {
                return null;
            }
            int k = close + 1;
            while (k < source.length() && Character.isWhitespace(source.charAt(k))) {
                k++;
            }
            if (k < source.length() && source.charAt(k) == '{' && atLineStartOfDefinition(source, call.start())) {
                int end = matching(source, k, '{', '}');
                return end < 0 ? null : new int[] {k, end + 1, 0};
            }
        }
        return null;
    }

    /** A definition's name follows its return type at the start of a line, or the return type's line. */
    private static boolean atLineStartOfDefinition(String source, int at) {
        int lineStart = source.lastIndexOf('\n', at - 1) + 1;
        String before = source.substring(lineStart, at);
        return !before.contains("=") && !before.contains("return") && !before.contains("(") && !before.startsWith("\t")
                && !before.startsWith(" ");
    }

    private static int matching(String s, int open, char o, char c) {
        int depth = 0;
        Matcher m = TOKEN.matcher(s);
        m.region(open, s.length());
        while (m.find()) {
            String t = m.group();
            if (t.length() == 1 && t.charAt(0) == o) {
                depth++;
            } else if (t.length() == 1 && t.charAt(0) == c && --depth == 0) {
                return m.start();
            }
        }
        return -1;
    }

    private record Token(String text, int start, int end) {
    }

    private static List<Mutant> inSpan(String source, String name, int from, int to, boolean macro) {
        List<Token> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(source);
        m.region(from, to);
        boolean lineStart = true;
        boolean directive = false;
        while (m.find()) {
            String t = m.group();
            if (t.equals("\n")) {
                lineStart = true;
                directive = false;
                continue;
            }
            if (t.startsWith("/*") || t.startsWith("//") || t.equals("\\\n")) {
                continue;
            }
            if (!macro && lineStart && t.equals("#")) {
                directive = true;
            }
            lineStart = false;
            if (!directive) {
                tokens.add(new Token(t, m.start(), m.end()));
            }
        }
        List<Mutant> mutants = new ArrayList<>();
        int skipUntil = -1;
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.start() < skipUntil) {
                continue;
            }
            if (LOGGING.contains(t.text()) && i + 1 < tokens.size() && tokens.get(i + 1).text().equals("(")) {
                skipUntil = matching(source, tokens.get(i + 1).start(), '(', ')');
                continue;
            }
            if (t.text().startsWith("\"") || t.text().startsWith("'")) {
                continue;
            }
            String previous = i > 0 ? tokens.get(i - 1).text() : "";
            boolean afterOperand = previous.matches("\\w+") && !previous.matches("return|case|sizeof")
                    || previous.equals(")") || previous.equals("]");
            List<String> replacements = OPERATORS.get(t.text());
            if (replacements != null && (!BINARY_ONLY.contains(t.text()) || afterOperand)) {
                for (String r : replacements) {
                    mutants.add(mutant(source, name, t.start(), t.end(), r, "replaced " + t.text() + " with " + r));
                }
                String next = i + 1 < tokens.size() ? tokens.get(i + 1).text() : "";
                if ((t.text().equals("-") || t.text().equals("+")) && afterOperand && next.equals("1")) {
                    Token one = tokens.get(i + 1);
                    mutants.add(mutant(source, name, t.start(), one.end(), "", "removed " + t.text() + " 1"));
                }
            }
            if (t.text().matches("0[xX][0-9a-fA-F]+[uUlL]*|\\d+[uUlL]*")) {
                long value = Long.decode(t.text().replaceAll("[uUlL]+$", ""));
                String suffix = t.text().replaceAll("^[0-9a-fA-FxX]+?(?=[uUlL]*$)", "");
                mutants.add(mutant(source, name, t.start(), t.end(), (value + 1) + suffix,
                        "constant " + t.text() + " + 1"));
                if (value > 0) {
                    mutants.add(mutant(source, name, t.start(), t.end(), (value - 1) + suffix,
                            "constant " + t.text() + " - 1"));
                }
            }
            if ((t.text().equals("if") || t.text().equals("while")) && i + 1 < tokens.size()
                    && tokens.get(i + 1).text().equals("(")) {
                int open = tokens.get(i + 1).start();
                int close = matching(source, open, '(', ')');
                mutants.add(mutant(source, name, open, close + 1, "(!" + source.substring(open, close + 1) + ")",
                        "negated the condition of " + t.text()));
            }
        }
        return mutants;
    }

    private static Mutant mutant(String source, String name, int start, int end, String replacement, String what) {
        int line = 1;
        for (int k = 0; k < start; k++) {
            if (source.charAt(k) == '\n') {
                line++;
            }
        }
        return new Mutant(name, line, start, end, replacement, what);
    }
}
