package org.ringoracle.cmutation;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Entry;
import org.ringoracle.record.Codec;
import org.ringoracle.record.Record;
import org.ringoracle.record.Results;
import org.ringoracle.report.BaselineLine;

/**
 * Mutation analysis of the C judged: every mutant ({@link CMutator}) of the header functions and
 * macros the contracts call and inline, and of the drivers' and the vhost library's functions a
 * part of the shim compiles from a DPDK source tree (library/src/native/source), is compiled into a shim of its own, exactly as the native
 * profile compiled the original (the mutated header's directory first on the include path): the
 * shim's parts that the judges of the header call are recompiled, the others' objects are the
 * original's (a part the judges do not call cannot change their verdict). It is judged by the
 * targets of its file and the probes of their findings ({@code CMutantJudge}); every mutant of a
 * compiled part is built into its library, in a copy of the DPDK tree whose shim is linked once,
 * and judged the same way. A mutant is killed when a property fails, a finding's status moves, or
 * its judging process crashes, runs past its bound or uses up its processor time (the step bound
 * of the contracts cannot stop C that loops, so the process is bounded instead); the judge stops
 * at the first target or finding that kills it. It survives when everything passes as for the
 * original.
 *
 * <p>Writes {@code results.tsv} (a line per mutant) into the output directory; {@code reports/index.md}
 * shows it per file and function. Arguments: the native directory (the shim and its
 * {@code compile.args}, {@code link.args}, {@code parts.tsv}, {@code judged.properties}), the output
 * directory, the baseline of surviving mutants and {@code build-dpdk.sh}.
 */
public final class CMutationRun {

    /**
     * A file in scope: its name as the compiler resolves it (or, for a driver's file, as a part
     * includes it), the functions and macros mutated, the targets that judge it, the findings about
     * it whose probes run too, and the parts of the shim (library/src/native/shim and source) whose
     * functions those targets and probes call: a mutant recompiles these, each of which must
     * include the file.
     */
    record Scope(String file, Set<String> functions, List<String> targets, List<String> findings, Set<String> parts) {

        /** A compiled part of DPDK: its mutants leave the shim as it is. */
        Scope(String file, Set<String> functions, List<String> targets, List<String> findings) {
            this(file, functions, targets, findings, Set.of());
        }
    }

    /** The targets of the ring headers, and the findings probed with them. */
    private static final List<String> RING = List.of("RTE_RING", "RTE_RING_EXACT", "RTE_RING_INIT",
            "RTE_RING_INIT_EXACT");
    private static final List<String> RING_FINDINGS = List.of("F-10", "F-13", "F-14");
    private static final Set<String> RING_PART = Set.of("ring.c");

    /** The targets of the two-phase headers (ST and HTS, each also asking MP/MC and RTS for TWO-6), and their part. */
    private static final List<String> PEEK = List.of("RTE_RING_PEEK", "RTE_RING_PEEK_HTS");
    private static final Set<String> PEEK_PART = Set.of("ring_peek.c");

    static final List<Scope> SCOPE = List.of(
            new Scope("rte_ring_generic_pvt.h", Set.of("__rte_ring_update_tail", "__rte_ring_move_prod_head",
                    "__rte_ring_move_cons_head"), RING, RING_FINDINGS, RING_PART),
            new Scope("rte_ring_c11_pvt.h", Set.of("__rte_ring_update_tail", "__rte_ring_move_prod_head",
                    "__rte_ring_move_cons_head"), RING, RING_FINDINGS, RING_PART),
            new Scope("rte_ring_elem_pvt.h", Set.of("__rte_ring_enqueue_elems_32", "__rte_ring_enqueue_elems",
                    "__rte_ring_dequeue_elems_32", "__rte_ring_dequeue_elems", "__rte_ring_do_enqueue_elem",
                    "__rte_ring_do_dequeue_elem"), RING, RING_FINDINGS, RING_PART),
            new Scope("rte_ring_elem.h", Set.of("rte_ring_sp_enqueue_bulk_elem", "rte_ring_sp_enqueue_burst_elem",
                    "rte_ring_sc_dequeue_bulk_elem", "rte_ring_sc_dequeue_burst_elem"), RING, RING_FINDINGS, RING_PART),
            new Scope("rte_ring_peek.h", Set.of("rte_ring_enqueue_bulk_elem_start",
                    "rte_ring_enqueue_burst_elem_start", "rte_ring_enqueue_elem_finish",
                    "rte_ring_dequeue_bulk_elem_start", "rte_ring_dequeue_burst_elem_start",
                    "rte_ring_dequeue_elem_finish"), PEEK, List.of(), PEEK_PART),
            new Scope("rte_ring_peek_elem_pvt.h", Set.of("__rte_ring_st_get_tail", "__rte_ring_st_set_head_tail",
                    "__rte_ring_hts_get_tail", "__rte_ring_hts_set_head_tail", "__rte_ring_do_enqueue_start",
                    "__rte_ring_do_dequeue_start"), PEEK, List.of(), PEEK_PART),
            new Scope("rte_ring_peek_zc.h", Set.of("__rte_ring_get_elem_addr", "__rte_ring_do_enqueue_zc_elem_start",
                    "rte_ring_enqueue_zc_bulk_elem_start", "rte_ring_enqueue_zc_burst_elem_start",
                    "rte_ring_enqueue_zc_elem_finish", "__rte_ring_do_dequeue_zc_elem_start",
                    "rte_ring_dequeue_zc_bulk_elem_start", "rte_ring_dequeue_zc_burst_elem_start",
                    "rte_ring_dequeue_zc_elem_finish"), PEEK, List.of(), PEEK_PART),
            new Scope("rte_ring.h", Set.of("rte_ring_count", "rte_ring_free_count", "rte_ring_full", "rte_ring_empty",
                    "rte_ring_get_size", "rte_ring_get_capacity"), RING, RING_FINDINGS, RING_PART),
            // The 64-bit helpers are left out: no contract judges them (AlignContract is of 32 bits).
            new Scope("rte_common.h", Set.of("RTE_ALIGN_FLOOR", "RTE_ALIGN_CEIL", "RTE_ALIGN_MUL_CEIL",
                    "RTE_ALIGN_MUL_FLOOR", "rte_is_power_of_2", "rte_combine32ms1b", "rte_align32pow2",
                    "rte_align32prevpow2"),
                    List.of("DPDK_ALIGN"), List.of("F-16"), Set.of("common.c")),
            new Scope("rte_mbuf.h", Set.of("rte_pktmbuf_read"), List.of("PKTMBUF"), List.of("F-20", "F-21", "F-22"),
                    Set.of("mbuf.c")),
            new Scope("virtio_ring.h", Set.of("vring_init", "vring_size", "vring_need_event"), List.of("VIRTIO_RING"),
                    List.of("F-17"), Set.of("virtio.c")),
            new Scope("ck_ring.h", Set.of("ck_ring_size", "ck_ring_capacity", "ck_ring_init", "_ck_ring_enqueue_sp",
                    "_ck_ring_dequeue_sc", "ck_ring_enqueue_spsc", "ck_ring_dequeue_spsc"),
                    List.of("CK_RING", "CK_RING_INIT"), List.of("F-19"), Set.of("ck.c")),
            // A driver's source file that a part of the shim includes (only from a DPDK source tree):
            // named as the part includes it, its mutant is placed where that include finds it.
            new Scope("ixgbe/ixgbe_rxtx.c", Set.of("tx_xmit_pkts", "ixgbe_tx_free_bufs", "ixgbe_xmit_pkts_simple"),
                    List.of("IXGBE_TX"), List.of(), Set.of("ixgbe_tx.c")),
            // virtio's driver header, which a part includes as virtio/virtqueue.h from the tree's drivers/net:
            // the packed ring's driver side the issue of these targets names (vq_update_avail_idx is the
            // split ring's, which no packed queue reaches). virtqueue_enqueue_xmit_packed, which posts
            // for the targets, is left out: most of its mutants lie in paths they never take (indirect
            // descriptors, the header in a descriptor of its own, chained segments, offloads) or in a
            // descriptor's address and length, which no clause observes.
            new Scope("virtio/virtqueue.h", Set.of("virtqueue_store_flags_packed", "desc_is_used",
                    "virtqueue_disable_intr_packed", "virtqueue_enable_intr_packed", "virtqueue_kick_prepare_packed",
                    "vq_ring_free_id_packed", "virtio_xmit_cleanup_inorder_packed", "virtio_xmit_cleanup_normal_packed",
                    "virtio_xmit_cleanup_packed"), List.of("VIRTIO_PACKED", "VIRTIO_PACKED_IN_ORDER"), List.of(),
                    Set.of("virtio_packed.c")),
            // The vhost library's internal header, which a part includes as vhost/vhost.h from the tree's lib/.
            new Scope("vhost/vhost.h", Set.of("vhost_need_event", "vhost_vring_call_split",
                    "vhost_vring_call_packed"), List.of("VHOST_NEED_EVENT", "VHOST_CALL_SPLIT", "VHOST_CALL_PACKED",
                    "VHOST_CALL_PACKED_NO_EVENT_IDX"),
                    List.of("F-24"), Set.of("vhost.c")));

    /** The targets whose judges start DPDK's EAL, once per process: each mutant is judged in a process of its own. */
    private static final Set<String> EAL_TARGETS = Set.of("PKTMBUF", "IXGBE_TX");

    /**
     * The compiled parts in scope, mutated only when the DPDK judged is a source tree with its
     * build (the library holding the file is rebuilt for each mutant, in a copy of the tree of its own).
     */
    static final List<Scope> SOURCES = List.of(
            new Scope("lib/ring/rte_ring.c", Set.of("rte_ring_init", "rte_ring_get_memsize_elem"),
                    List.of("RTE_RING_INIT", "RTE_RING_INIT_EXACT", "RTE_RING_MEMSIZE", "RTE_RING", "RTE_RING_EXACT"),
                    List.of("F-10", "F-13", "F-14", "F-15", "F-23")),
            new Scope("lib/mempool/rte_mempool.c", Set.of("rte_mempool_calc_obj_size", "get_gcd",
                    "arch_mem_object_align"), List.of("MEMPOOL"), List.of("F-18")),
            new Scope("lib/mbuf/rte_mbuf.c", Set.of("__rte_pktmbuf_read", "rte_pktmbuf_copy"), List.of("PKTMBUF"),
                    List.of("F-20", "F-21", "F-22")));

    /**
     * The most of its examples each check runs for a mutant: as `mvn test` does for a header's mutant
     * (128), as PIT does (pom.xml's pit.maxExamples, 32) for a compiled part's, whose library is
     * rebuilt for each mutant and whose judges run five targets.
     */
    static final int HEADER_EXAMPLES = 128;
    static final int SOURCE_EXAMPLES = 32;

    /**
     * The steps of each long run a mutant is judged with: a tenth of the suite's, on the same
     * sizes (the largest count is what a long run adds for C arithmetic), so that a compiled
     * part's five targets stay well within the processor bound.
     */
    static final int LONG_RUN_STEPS = 2_000;

    /** The mutants judged at once, each lane with its own judging process and copy of the tree. */
    static final int LANES = 2;

    /** How long one mutant's process may run: C that loops is stopped and counted as killed. */
    static final long BOUND_SECONDS = 60;

    /**
     * The processor time the judging of one mutant in a worker may use (its judging thread's): C
     * that loops uses it up and is counted as killed, sooner than {@link #BOUND_SECONDS}, and a
     * judge that only waits for a loaded machine does not. The original's judges in a worker use
     * up to about 6 s of it (virtio's two packed targets, the heaviest; measured on a 2-core Intel
     * Xeon at 2.1 GHz).
     */
    static final int CPU_SECONDS = 15;

    /**
     * The processor time a judging process of its own may use ({@code prlimit --cpu}), the whole
     * JVM's, start-up included, as {@link #CPU_SECONDS} is for a worker. The original's judges in a
     * process of their own use up to 1.4 s of it (the five targets of {@code rte_ring.c} with their
     * findings; ixgbe's with EAL 1.2 s, the mbuf's 1.2 s, the mempool's 0.7 s; measured on the same
     * machine), so a machine twice as slow keeps twice the margin.
     */
    static final int PROCESS_CPU_SECONDS = 6;

    /**
     * How long a judging process may go without using any processor time: a judge always computes,
     * so one that has stopped (a mutant that wrote over the JVM's memory can leave it waiting on
     * itself) has hung, and is stopped and counted as killed, sooner than {@link #BOUND_SECONDS}.
     */
    static final long IDLE_SECONDS = 10;

    /**
     * The wall-clock bounds of one judging: {@link #BOUND_SECONDS} in all, and
     * {@link #IDLE_SECONDS} without the process using processor time (a system that cannot say, with
     * no {@code /proc}, has the first bound only).
     */
    private static final class Watch {
        private final Process process;
        private final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        private Duration used;
        private long since = System.nanoTime();

        Watch(Process process) {
            this.process = process;
            this.used = process.info().totalCpuDuration().orElse(null);
        }

        /** Why the judging has timed out, or null while it has not. */
        String timedOut() {
            long now = System.nanoTime();
            if (now > deadline) {
                return "ran past " + BOUND_SECONDS + " s";
            }
            Duration cpu = process.info().totalCpuDuration().orElse(null);
            if (cpu == null || !cpu.equals(used)) {
                used = cpu;
                since = now;
                return null;
            }
            return now - since > TimeUnit.SECONDS.toNanos(IDLE_SECONDS)
                    ? "used no processor time for " + IDLE_SECONDS + " s" : null;
        }
    }

    /** The exit status of a process the kernel stopped at its processor-time limit (SIGXCPU). */
    private static final int CPU_LIMIT_EXIT = 128 + 24;

    /**
     * What happened to one mutant.
     *
     * @param file the header
     * @param mutant where and what
     * @param status KILLED, SURVIVED, NOT_VIABLE (did not compile), TIMED_OUT, CRASHED
     * @param detail the first failing property or finding, the compiler's complaint, or the signal
     */
    record Result(String file, CMutator.Mutant mutant, String status, String detail, String source) {

        /** How the baseline names it: file, function, mutation and the mutated line with the next, so that it outlives line moves. */
        String key() {
            return file + "\t" + mutant.function() + "\t" + mutant.description() + "\t" + source;
        }
    }

    /** The committed list of surviving C mutants, each equivalent or unreached, with its reason. */
    static final String BASELINE = "tools/src/mutation/c-surviving-mutants.tsv";

    /** The line a worker answers each mutant with ({@code org.ringoracle.c.CMutantJudge.ANSWER}). */
    static final String JUDGED = "ringoracle-judged";

    /** A worker's answer for a mutant that used up its processor time ({@code CMutantJudge.USED_UP}). */
    static final String USED_UP = "T";

    private CMutationRun() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: CMutationRun <native directory> <output directory> <baseline>"
                    + " <build-dpdk.sh>");
        }
        try {
            new ProcessBuilder("prlimit", "--version").redirectErrorStream(true).start().waitFor();
        } catch (IOException e) {
            throw new IllegalStateException("the C mutation analysis bounds the processor time of its judging"
                    + " processes with prlimit (Debian's util-linux), which it cannot run: " + e.getMessage(), e);
        }
        Path nativeDir = Path.of(args[0]).toAbsolutePath();
        Path out = Path.of(args[1]).toAbsolutePath();
        if (Files.exists(out)) {
            deleteTree(out);
        }
        Files.createDirectories(out);
        List<String> compile = Files.readAllLines(nativeDir.resolve("compile.args"));
        List<String> link = Files.readAllLines(nativeDir.resolve("link.args"));
        Map<String, String> statuses = findingStatuses(nativeDir);
        List<Part> parts = Part.all(nativeDir, compile);
        Map<String, Path> headers = headers(parts);
        List<Job> jobs = new ArrayList<>();
        for (Scope scope : SCOPE) {
            Path header = headers.get(scope.file());
            if (header == null) {
                continue;
            }
            if (scope.parts().isEmpty()) {
                throw new IllegalStateException(scope.file() + " names no part of the shim: its mutants would change nothing");
            }
            for (String name : scope.parts()) {
                if (parts.stream().noneMatch(p -> p.name().equals(name) && p.headers().contains(header))) {
                    throw new IllegalStateException(scope.file() + "'s judges call the shim's part " + name
                            + ", which must include " + header + "; the parts: " + parts);
                }
            }
            String text = Files.readString(header, StandardCharsets.ISO_8859_1);
            for (CMutator.Mutant m : CMutator.mutants(text, scope.functions())) {
                jobs.add(new Job(scope, header, text, m));
            }
        }
        java.util.Properties judged = new java.util.Properties();
        try (var in = Files.newBufferedReader(nativeDir.resolve("judged.properties"))) {
            judged.load(in);
        }
        String source = judged.getProperty("dpdk.source", "");
        String build = judged.getProperty("dpdk.build", "");
        List<SourceJob> sourceJobs = new ArrayList<>();
        if (!source.isEmpty()) {
            for (Scope scope : SOURCES) {
                Path file = Path.of(source, scope.file());
                String text = Files.readString(file, StandardCharsets.ISO_8859_1);
                for (CMutator.Mutant m : CMutator.mutants(text, scope.functions())) {
                    sourceJobs.add(new SourceJob(scope, text, m));
                }
            }
        }
        System.out.println("C mutation analysis: " + jobs.size() + " mutants in " + headers.size() + " headers"
                + (source.isEmpty() ? "; the compiled parts (" + SOURCES.stream().map(Scope::file).toList()
                        + ") need a DPDK source tree with its build (-Dringoracle.dpdk=<tree>), not mutated"
                        : ", " + sourceJobs.size() + " in " + SOURCES.size() + " sources of " + source));
        // Two lanes take the mutants in turn, the headers' first, as each finishes one: a lane judges a
        // header's mutants in a judging process of its own, and a compiled part's in a copy of the
        // tree of its own, made when it takes its first.
        int total = jobs.size() + sourceJobs.size();
        Result[] results = new Result[total];
        long[] millis = new long[total];
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(LANES);
        List<Future<?>> lanes = new ArrayList<>();
        for (int k = 0; k < LANES; k++) {
            int lane = k;
            lanes.add(pool.submit(() -> {
                long started = System.nanoTime();
                int headerMutants = 0;
                int sourceMutants = 0;
                Tree tree = null;
                try (Worker worker = new Worker(out.resolve("worker-" + lane), nativeDir)) {
                    for (int i = next.getAndIncrement(); i < total; i = next.getAndIncrement()) {
                        Path work = out.resolve("mutant-" + i);
                        long began = System.nanoTime();
                        if (i < jobs.size()) {
                            results[i] = jobs.get(i).run(work, nativeDir, compile, link, parts, statuses, worker);
                            headerMutants++;
                        } else {
                            if (tree == null) {
                                tree = Tree.of(Path.of(source), Path.of(build), out.resolve("tree-" + lane),
                                        Path.of(args[3]), nativeDir, compile, link);
                            }
                            results[i] = tree.run(sourceJobs.get(i - jobs.size()), work, statuses);
                            sourceMutants++;
                        }
                        millis[i] = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - began);
                    }
                }
                System.out.printf("C mutation analysis: lane %d: %d header mutants and %d of compiled parts in %d s%n",
                        lane, headerMutants, sourceMutants, TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started));
                return null;
            }));
        }
        try {
            for (Future<?> lane : lanes) {
                lane.get();
            }
        } finally {
            // A lane that failed ends the run: the other is stopped, so that no thread keeps the JVM.
            pool.shutdownNow();
        }
        Map<String, String[]> baseline = baseline(Path.of(args[2]));
        write(out, Arrays.asList(results), millis, baseline);
        List<Result> unexplained = Arrays.stream(results).filter(r -> r.status().equals("SURVIVED"))
                .filter(r -> !baseline.containsKey(r.key())).toList();
        if (!unexplained.isEmpty()) {
            StringBuilder text = new StringBuilder("C mutation gate failed: " + unexplained.size() + " surviving mutants"
                    + " that " + args[2] + " does not list; kill each with a property, or add its line (file, function,"
                    + " mutation, line text, equivalent or unreached, reason):\n");
            unexplained.forEach(r -> text.append("  ").append(r.key()).append("\t<equivalent|unreached>\t<why>\n"));
            System.err.print(text);
            System.exit(1);
        }
        System.out.println("C mutation gate: PASSED");
    }

    /** The baseline's entries by key: {category, reason}. */
    static Map<String, String[]> baseline(Path file) throws IOException {
        Map<String, String[]> entries = new LinkedHashMap<>();
        for (BaselineLine line : BaselineLine.read(file, List.of("file", "function", "mutation", "line text",
                "equivalent or unreached", "reason"))) {
            String category = line.fields().get(4);
            if (!category.equals("equivalent") && !category.equals("unreached")) {
                throw line.refused(file, "'" + category + "' is neither equivalent nor unreached");
            }
            entries.put(line.key(4), new String[] {category, line.fields().get(5)});
        }
        return entries;
    }

    /** The status of each finding on the original C, from the results of the native tests. */
    private static Map<String, String> findingStatuses(Path nativeDir) throws IOException {
        Map<String, String> statuses = new TreeMap<>();
        Path results = nativeDir.resolveSibling("ringoracle").resolve("results.tsv");
        Results.read(results).entries(Entry.Finding.class).forEach(r -> statuses.put(r.entry().finding(),
                r.entry().status()));
        if (statuses.isEmpty()) {
            throw new IllegalStateException(results + " holds no finding: run the native tests first (mvn verify -Pnative)");
        }
        return statuses;
    }

    /**
     * A part of the shim (library/src/native/shim and source): its source, its object as the native
     * profile compiled it, the flags it was compiled with besides {@code compile.args}, and the
     * headers it includes as the compiler resolves them (real paths).
     */
    record Part(String name, Path source, Path object, List<String> flags, Set<Path> headers) {

        /** The parts the native profile listed in {@code parts.tsv}, each with its headers ({@code gcc -M}). */
        static List<Part> all(Path nativeDir, List<String> compile) throws IOException, InterruptedException {
            List<Part> parts = new ArrayList<>();
            for (String line : Files.readAllLines(nativeDir.resolve("parts.tsv"))) {
                String[] f = line.split("\t", -1);
                if (f.length != 3) {
                    throw new IllegalStateException(nativeDir.resolve("parts.tsv") + ": '" + line + "' is not a part's"
                            + " source, object and flags: build the shim again (mvn test -Pnative)");
                }
                Path source = Path.of(f[0]);
                List<String> command = new ArrayList<>(compile);
                command.add("-M");
                command.add(source.toString());
                Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
                String deps = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (p.waitFor() != 0) {
                    throw new IllegalStateException("gcc -M " + source + " failed: " + deps);
                }
                Set<Path> headers = new java.util.LinkedHashSet<>();
                for (String word : deps.replace("\\\n", " ").split("\\s+")) {
                    if (word.endsWith(".h") || word.endsWith(".c") && !Path.of(word).equals(source)) {
                        headers.add(Path.of(word).toRealPath());
                    }
                }
                List<String> flags = f[2].isBlank() ? List.of() : List.of(f[2].strip().split(" +"));
                parts.add(new Part(source.getFileName().toString(), source, Path.of(f[1]), flags, headers));
            }
            return parts;
        }
    }

    /**
     * The files in scope that the shim includes, by their name in the scope (a file name, or the
     * last part of the path as a part includes it), as the compiler resolves them.
     */
    private static Map<String, Path> headers(List<Part> parts) {
        Map<String, Path> headers = new TreeMap<>();
        for (Part part : parts) {
            for (Path path : part.headers()) {
                SCOPE.stream().filter(s -> path.endsWith(s.file())).findFirst()
                        .ifPresent(s -> headers.putIfAbsent(s.file(), path));
            }
        }
        return headers;
    }

    /**
     * One mutant of a header: the shim's parts its scope names are compiled with the mutated
     * header's directory first on the include path, and linked with the other parts' objects.
     */
    private record Job(Scope scope, Path header, String text, CMutator.Mutant mutant) {

        Result run(Path work, Path nativeDir, List<String> compile, List<String> link, List<Part> parts,
                Map<String, String> statuses, Worker worker) throws IOException, InterruptedException {
            Files.createDirectories(work);
            // The mutated header in a directory of its own, with its siblings (quoted includes find them there).
            // A driver's file (source or header), named with its directory as the part includes it, goes
            // below that name, beside links to its siblings and subdirectories (its own includes, and
            // theirs, are relative to where it lies).
            Path overlay = work.resolve("include");
            Path dir = header.getParent();
            boolean linux = dir.getFileName().toString().equals("linux");
            boolean source = scope.file().contains("/");
            Path target = linux ? overlay.resolve("linux") : source ? overlay.resolve(Path.of(scope.file()).getParent())
                    : overlay;
            Files.createDirectories(target);
            if (source) {
                try (Stream<Path> siblings = Files.list(dir)) {
                    for (Path s : siblings.filter(s -> !s.equals(header)).toList()) {
                        Files.createSymbolicLink(target.resolve(s.getFileName()), s);
                    }
                }
            } else if (!linux && !header.getFileName().toString().equals("ck_ring.h")) {
                try (Stream<Path> siblings = Files.list(dir)) {
                    for (Path s : siblings.filter(Files::isRegularFile).toList()) {
                        Files.copy(s, target.resolve(s.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
            Files.writeString(target.resolve(header.getFileName()), mutant.apply(text), StandardCharsets.ISO_8859_1);
            List<String> gcc = new ArrayList<>();
            gcc.add(compile.get(0));
            gcc.add("-I" + overlay);
            compile.stream().skip(1).filter(a -> !a.equals("-Werror")).forEach(gcc::add);
            String file = source ? scope.file() : header.getFileName().toString();
            String where = context(text, mutant.start());
            Map<String, String> objects = new LinkedHashMap<>();
            for (Part part : parts) {
                if (scope.parts().contains(part.name())) {
                    Path object = work.resolve(part.object().getFileName());
                    List<String> command = new ArrayList<>(gcc);
                    command.addAll(part.flags());
                    command.addAll(List.of("-fPIC", "-c", "-o", object.toString(), part.source().toString()));
                    String complaint = run(command);
                    if (complaint != null) {
                        return done(work, file, mutant, where, "NOT_VIABLE", firstError(complaint));
                    }
                    objects.put(part.object().toString(), object.toString());
                }
            }
            List<String> command = new ArrayList<>(gcc);
            command.addAll(relinked(link, work, objects, null, null));
            String complaint = run(command);
            if (complaint != null) {
                return done(work, file, mutant, where, "NOT_VIABLE", firstError(complaint));
            }
            // Judges that start DPDK's EAL, once per process, judge each mutant in a process of its own.
            if (scope.targets().stream().anyMatch(EAL_TARGETS::contains)) {
                Files.copy(nativeDir.resolve("judged.properties"), work.resolve("judged.properties"),
                        StandardCopyOption.REPLACE_EXISTING);
                return judge(file, mutant, where, work, scope, HEADER_EXAMPLES, work, statuses);
            }
            return worker.judge(file, mutant, where, scope, work, statuses);
        }

        /** Runs the compiler: null when it succeeds, else what it said. */
        private static String run(List<String> command) throws IOException, InterruptedException {
            Process gcc = new ProcessBuilder(command).redirectErrorStream(true).start();
            String said = new String(gcc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return gcc.waitFor() == 0 ? null : said;
        }
    }

    /**
     * A {@code CMutantJudge --worker} process judging header mutants one after another, each by the
     * shim compiled for it: it saves a process start and the warm-up of the contracts per mutant. A
     * mutant whose judging crashes the process is judged again in a process of its own
     * ({@link CMutationRun#judge}), whose result stands; one whose judging uses
     * {@link #CPU_SECONDS} of processor time (the worker watches its judging thread), is still
     * going after {@link #BOUND_SECONDS} or has used none for {@link #IDLE_SECONDS} has timed out.
     * Either way the worker is started anew for the next mutant.
     */
    private static final class Worker implements AutoCloseable {

        private static final String END = "\u0000end of output";

        private final Path dir;
        private final Path nativeDir;
        private Process process;
        private Writer in;
        private BlockingQueue<String> lines;

        Worker(Path dir, Path nativeDir) throws IOException {
            this.dir = Files.createDirectories(dir);
            this.nativeDir = nativeDir;
        }

        Result judge(String file, CMutator.Mutant mutant, String where, Scope scope, Path work,
                Map<String, String> statuses) throws IOException, InterruptedException {
            if (process == null) {
                start();
            }
            List<String> request = new ArrayList<>(List.of(work.resolve("libringoracle.so").toString()));
            request.addAll(scope.targets());
            scope.findings().forEach(f -> request.add(f + "=" + statuses.get(f)));
            String answer = null;
            try {
                in.write(String.join("\t", request) + "\n");
                in.flush();
                Watch watch = new Watch(process);
                while (answer == null) {
                    String line = lines.poll(1, TimeUnit.SECONDS);
                    if (line == null) {
                        String why = watch.timedOut();
                        if (why != null) {
                            close();
                            return done(work, file, mutant, where, "TIMED_OUT", why + " in the judging process");
                        }
                        continue;
                    }
                    if (line.equals(END)) {
                        break;
                    }
                    int at = line.indexOf(JUDGED + "\t");
                    answer = at < 0 ? null : line.substring(at);
                }
            } catch (IOException e) {
                answer = null;
            }
            if (answer == null) {
                close();
                Files.copy(nativeDir.resolve("judged.properties"), work.resolve("judged.properties"),
                        StandardCopyOption.REPLACE_EXISTING);
                return CMutationRun.judge(file, mutant, where, work, scope, HEADER_EXAMPLES, work, statuses);
            }
            String[] f = answer.split("\t", 4);
            if (f[2].equals("0")) {
                close();
            }
            return done(work, file, mutant, where, f[1].equals(USED_UP) ? "TIMED_OUT" : f[1].equals("1") ? "KILLED"
                    : "SURVIVED", f.length > 3 ? f[3] : "");
        }

        private void start() throws IOException {
            List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "-XX:+UseSerialGC",
                    "-Dringoracle.maxExamples=" + HEADER_EXAMPLES, "-D" + Settings.UNSHRUNK + "=true",
                    "-D" + Settings.LONG_RUN_STEPS + "=" + LONG_RUN_STEPS,
                    "-XX:ErrorFile=" + dir.resolve("hs_err_%p.log"), "-Djna.library.path=" + nativeDir,
                    "org.ringoracle.c.CMutantJudge", "--worker", String.valueOf(CPU_SECONDS));
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(
                    dir.resolve("worker.log").toFile())).start();
            in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            BlockingQueue<String> queue = new LinkedBlockingQueue<>();
            lines = queue;
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8));
            Thread reader = new Thread(() -> {
                try {
                    for (String line = out.readLine(); line != null; line = out.readLine()) {
                        queue.add(line);
                    }
                } catch (IOException e) {
                    // the process ended: what follows says so
                }
                queue.add(END);
            }, "worker output");
            reader.setDaemon(true);
            reader.start();
        }

        /** Ends the process, if any. */
        @Override
        public void close() {
            if (process != null) {
                try {
                    process.destroyForcibly().waitFor();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                process = null;
            }
        }
    }

    /** One mutant of a compiled part. */
    private record SourceJob(Scope scope, String text, CMutator.Mutant mutant) {
    }

    /**
     * A copy of the DPDK source tree with a build of its own, in which one source file at a time
     * is mutated and the library holding it rebuilt, and the original shim linked once against
     * that build: the shim's code does not change with a compiled part's mutant, and it loads the
     * rebuilt library when it is judged.
     */
    private record Tree(Path source, Path build, Path shim) {

        /**
         * Copies {@code original} with its build {@code build0} into {@code copy}: a build in the
         * tree's {@code build/} (as {@code script} makes it) by {@code script --copy}, which keeps
         * the build and moves its paths to the copy; a build elsewhere is redone by {@code script}
         * in the copy. Then links the shim against the copy's libraries.
         */
        static Tree of(Path original, Path build0, Path copy, Path script, Path nativeDir, List<String> compile,
                List<String> link) throws IOException, InterruptedException {
            Path source = copy.resolve("src");
            Path build = source.resolve("build");
            Files.createDirectories(copy);
            if (build0.equals(original.resolve("build"))) {
                run(copy.resolve("copy.log"), "bash", script.toString(), "--copy", original.toString(), source.toString());
            } else {
                run(copy.resolve("copy.log"), "cp", "-a", original.toString(), source.toString());
                if (Files.exists(build)) {
                    deleteTree(build);
                }
                run(copy.resolve("build.log"), "bash", script.toString(), source.toString(), build.toString());
            }
            Path shim = copy.resolve("shim");
            Files.createDirectories(shim);
            List<String> gcc = new ArrayList<>();
            compile.stream().filter(a -> !a.equals("-Werror")).forEach(gcc::add);
            gcc.addAll(relinked(link, shim, Map.of(), build0.toString(), build.toString()));
            run(copy.resolve("shim.log"), gcc.toArray(String[]::new));
            Files.copy(nativeDir.resolve("judged.properties"), shim.resolve("judged.properties"),
                    StandardCopyOption.REPLACE_EXISTING);
            return new Tree(source, build, shim);
        }

        /** Runs {@code command}, its output into {@code log}; an IOException naming the log when it fails. */
        private static void run(Path log, String... command) throws IOException, InterruptedException {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (p.waitFor() != 0) {
                throw new IOException(String.join(" ", command) + " failed: see " + log);
            }
        }

        Result run(SourceJob job, Path work, Map<String, String> statuses) throws IOException, InterruptedException {
            Path file = source.resolve(job.scope().file());
            Files.createDirectories(work);
            String name = job.scope().file();
            String library = "librte_" + Path.of(name).getParent().getFileName() + ".so";
            String where = context(job.text(), job.mutant().start());
            try {
                Files.writeString(file, job.mutant().apply(job.text()), StandardCharsets.ISO_8859_1);
                String target;
                try (Stream<Path> libs = Files.list(build.resolve("lib"))) {
                    target = libs.map(l -> l.getFileName().toString())
                            .filter(n -> n.matches(java.util.regex.Pattern.quote(library) + "\\.\\d+\\.\\d+"))
                            .findFirst().orElseThrow(() -> new IOException("no " + library + ".N.N in " + build + "/lib"));
                }
                Process ninja = new ProcessBuilder("ninja", "-C", build.toString(), "lib/" + target)
                        .redirectErrorStream(true).start();
                String complaint = new String(ninja.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (ninja.waitFor() != 0) {
                    return done(work, name, job.mutant(), where, "NOT_VIABLE", firstError(complaint));
                }
                return judge(name, job.mutant(), where, shim, job.scope(), SOURCE_EXAMPLES, work, statuses);
            } finally {
                Files.writeString(file, job.text(), StandardCharsets.ISO_8859_1);
            }
        }
    }

    /**
     * The link arguments with {@code output} as the shim, the objects in {@code objects} replaced,
     * and for a rebuilt tree its libraries ({@code to}) for the original's ({@code from}).
     */
    private static List<String> relinked(List<String> link, Path output, Map<String, String> objects, String from,
            String to) {
        List<String> args = new ArrayList<>();
        for (int i = 0; i < link.size(); i++) {
            String a = link.get(i);
            String arg = i > 0 && link.get(i - 1).equals("-o") ? output.resolve("libringoracle.so").toString()
                    : objects.getOrDefault(a, a);
            args.add(from == null || from.isEmpty() ? arg : arg.replace(from, to));
        }
        return args;
    }

    /**
     * Judges the shim in {@code shimDir} by the scope's targets and findings in a process of its own,
     * its log in {@code work}; counterexamples are not shrunk (the first failing line only says why).
     */
    private static Result judge(String file, CMutator.Mutant mutant, String source, Path shimDir, Scope scope,
            int examples, Path work, Map<String, String> statuses) throws IOException, InterruptedException {
        List<String> judge = new ArrayList<>(List.of("prlimit",
                "--cpu=" + PROCESS_CPU_SECONDS + ":" + (PROCESS_CPU_SECONDS + 5),
                "--core=0", "--", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-Dringoracle.maxExamples=" + examples, "-D" + Settings.UNSHRUNK + "=true",
                "-D" + Settings.LONG_RUN_STEPS + "=" + LONG_RUN_STEPS,
                "-XX:ErrorFile=" + work.resolve("hs_err.log"), "-Djna.library.path=" + shimDir,
                "org.ringoracle.c.CMutantJudge"));
        judge.addAll(scope.targets());
        scope.findings().forEach(f -> judge.add(f + "=" + statuses.get(f)));
        Process p = new ProcessBuilder(judge).redirectErrorStream(true).redirectOutput(work.resolve("judge.log").toFile())
                .start();
        Watch watch = new Watch(p);
        while (!p.waitFor(1, TimeUnit.SECONDS)) {
            String why = watch.timedOut();
            if (why != null) {
                p.destroyForcibly().waitFor();
                return done(work, file, mutant, source, "TIMED_OUT", why);
            }
        }
        String log = Files.readString(work.resolve("judge.log"));
        int exit = p.exitValue();
        if (exit == CPU_LIMIT_EXIT) {
            return done(work, file, mutant, source, "TIMED_OUT", "used " + PROCESS_CPU_SECONDS + " s of processor time");
        }
        return done(work, file, mutant, source, exit == 0 ? "SURVIVED" : exit == 1 ? "KILLED" : "CRASHED",
                exit == 0 || exit == 1 ? firstLine(log) : "exit " + exit + " " + firstLine(log));
    }

    private static Result done(Path work, String file, CMutator.Mutant mutant, String source, String status,
            String detail) throws IOException {
        if (!status.equals("SURVIVED")) {
            deleteTree(work);
        }
        return new Result(file, mutant, status, detail, source);
    }

    /** The compiler's first error, or its first line. */
    private static String firstError(String text) {
        return text.lines().filter(l -> l.contains("error")).findFirst().orElse(firstLine(text)).strip();
    }

    /**
     * The line at {@code offset} and the next one, stripped and without their comments (a line of
     * comment only is passed over): where a mutant is, in words of code that outlive line moves.
     */
    static String context(String text, int offset) {
        List<String> lines = new ArrayList<>();
        boolean inComment = false;
        for (String line : text.substring(text.lastIndexOf('\n', offset) + 1).split("\n", -1)) {
            StringBuilder code = new StringBuilder();
            for (int i = 0; i < line.length(); i++) {
                if (inComment) {
                    inComment = !line.startsWith("*/", i);
                    i += inComment ? 0 : 1;
                } else if (line.startsWith("/*", i)) {
                    inComment = true;
                    i++;
                } else if (line.startsWith("//", i)) {
                    break;
                } else {
                    code.append(line.charAt(i));
                }
            }
            String kept = code.toString().strip();
            if (kept.isEmpty() && !line.isBlank()) {
                continue;
            }
            lines.add(kept);
            if (lines.size() == 2) {
                break;
            }
        }
        return (lines.isEmpty() ? "" : lines.get(0) + " / " + (lines.size() > 1 ? lines.get(1) : "")).replace('\t', ' ');
    }

    private static String firstLine(String text) {
        return text.strip().lines().findFirst().orElse("").replace('\t', ' ');
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted((a, b) -> b.getNameCount() - a.getNameCount()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    private static void write(Path out, List<Result> results, long[] millis, Map<String, String[]> baseline)
            throws IOException {
        List<Record.CMutant> records = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            Result r = results.get(i);
            CMutator.Mutant m = r.mutant();
            String[] listed = r.status().equals("SURVIVED") ? baseline.get(r.key()) : null;
            records.add(new Record.CMutant(r.file(), m.function(), m.line(), m.description(),
                    r.status(), r.detail(), r.source(), listed == null ? "" : listed[0],
                    listed == null ? "" : listed[1], millis[i]));
        }
        Codec.write(out.resolve("results.tsv"), records);
        long survived = results.stream().filter(r -> r.status().equals("SURVIVED")).count();
        System.out.println("C mutation analysis: " + results.size() + " mutants, " + survived + " survived");
        Map<String, long[]> byStatus = new TreeMap<>();
        for (int i = 0; i < results.size(); i++) {
            long[] sum = byStatus.computeIfAbsent(results.get(i).status(), k -> new long[2]);
            sum[0]++;
            sum[1] += millis[i];
        }
        StringBuilder time = new StringBuilder("C mutation analysis: lanes' time by verdict:");
        byStatus.forEach((status, sum) -> time.append(String.format(" %s %d in %d s;", status, sum[0], sum[1] / 1000)));
        System.out.println(time.substring(0, time.length() - 1));
        results.stream().filter(r -> r.status().equals("SURVIVED")).forEach(r -> System.out.println("  survived: "
                + r.file() + " " + r.mutant().function() + " line " + r.mutant().line() + ": " + r.mutant().description()));
    }
}
