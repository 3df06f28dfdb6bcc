package org.ringoracle.c;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A copy of the shim built under target/ with one line of a DPDK header changed: the header's
 * directory is copied (its quoted includes find the copy), the line replaced, the named part of
 * the shim compiled against the copy as build.sh compiled it, and linked with the other parts'
 * objects. Nothing of DPDK's is committed; the copy is made from the headers judged.
 */
final class BrokenShim {

    private BrokenShim() {
    }

    /**
     * Builds the shim with {@code line} replaced by {@code replacement} in each of {@code headers}
     * (files beside rte_ring.h) that has it, {@code part} (such as {@code ring_sync.c}) compiled
     * against them, into {@code dir}.
     *
     * @return the new shim's file, to {@link ShimLibrary#load}
     * @throws IllegalStateException naming the headers when none has the line, or with the
     *     compiler's complaint
     */
    static Path build(Path dir, List<String> headers, String line, String replacement, String part)
            throws IOException, InterruptedException {
        Path nativeDir = JudgedC.file().getParent();
        Path judged = Path.of(JudgedC.DPDK.header()).getParent();
        Path overlay = dir.resolve("include");
        Files.createDirectories(overlay);
        try (Stream<Path> siblings = Files.list(judged)) {
            for (Path s : siblings.filter(Files::isRegularFile).toList()) {
                Files.copy(s, overlay.resolve(s.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        int changed = 0;
        for (String header : headers) {
            Path copy = overlay.resolve(header);
            String text = Files.exists(copy) ? Files.readString(copy, StandardCharsets.ISO_8859_1) : "";
            if (text.contains(line)) {
                Files.writeString(copy, text.replace(line, replacement), StandardCharsets.ISO_8859_1);
                changed++;
            }
        }
        if (changed == 0) {
            throw new IllegalStateException("none of " + headers + " in " + judged + " has the line \"" + line.strip()
                    + "\"");
        }
        List<String> compile = Files.readAllLines(nativeDir.resolve("compile.args"));
        List<String> gcc = new ArrayList<>(List.of(compile.get(0), "-I" + overlay));
        compile.stream().skip(1).filter(a -> !a.equals("-Werror")).forEach(gcc::add);
        String object = null;
        String source = null;
        List<String> flags = List.of();
        for (String row : Files.readAllLines(nativeDir.resolve("parts.tsv"))) {
            String[] fields = row.split("\t", -1);
            if (Path.of(fields[0]).getFileName().toString().equals(part)) {
                source = fields[0];
                object = fields[1];
                flags = fields.length < 3 || fields[2].isBlank() ? List.of() : List.of(fields[2].strip().split(" +"));
            }
        }
        if (source == null) {
            throw new IllegalStateException("the shim has no part " + part);
        }
        Path compiled = dir.resolve(part.replace(".c", ".o"));
        List<String> command = new ArrayList<>(gcc);
        command.addAll(flags);
        command.addAll(List.of("-fPIC", "-c", "-o", compiled.toString(), source));
        run(command);
        List<String> link = Files.readAllLines(nativeDir.resolve("link.args"));
        Path shim = dir.resolve("libringoracle.so");
        List<String> linking = new ArrayList<>(gcc);
        for (int i = 0; i < link.size(); i++) {
            String a = link.get(i);
            linking.add(i > 0 && link.get(i - 1).equals("-o") ? shim.toString()
                    : a.equals(object) ? compiled.toString() : a);
        }
        run(linking);
        return shim;
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process gcc = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(gcc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (gcc.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed:\n" + said);
        }
    }
}
