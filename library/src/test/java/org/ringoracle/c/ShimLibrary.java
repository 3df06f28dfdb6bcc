package org.ringoracle.c;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

/**
 * Binds the native methods of {@link Shim} and {@link SourceShim} to a shim by JNA's direct mapping
 * (a call goes straight to C, without a proxy): to the one in {@code jna.library.path} at the first
 * call, or to the one {@link #load} loaded last (a process judging C mutants one after another
 * loads each mutant's shim in turn). Every call goes to the shim bound when it is made.
 * {@link SourceShim} is bound only to a shim that has all of its functions.
 */
final class ShimLibrary {

    /** dlopen's RTLD_LAZY without RTLD_GLOBAL: a shim's symbols stay its own, never another's. */
    private static final int RTLD_LAZY_LOCAL = 1;

    private static boolean bound;

    private ShimLibrary() {
    }

    /** Binds both classes to the shim in {@code jna.library.path}, unless a shim was bound already. */
    static synchronized void bindDefault() {
        if (!bound) {
            bind(NativeLibrary.getInstance("ringoracle"));
        }
    }

    /** Binds both classes to the shim in {@code file}. */
    static synchronized void load(Path file) {
        bind(NativeLibrary.getInstance(file.toAbsolutePath().toString(),
                Map.of(Library.OPTION_OPEN_FLAGS, RTLD_LAZY_LOCAL)));
    }

    private static void bind(NativeLibrary shim) {
        bound = true;
        Native.unregister(Shim.class);
        Native.register(Shim.class, shim);
        Native.unregister(SourceShim.class);
        if (Arrays.stream(SourceShim.class.getDeclaredMethods()).filter(m -> Modifier.isNative(m.getModifiers()))
                .allMatch(m -> has(shim, m))) {
            Native.register(SourceShim.class, shim);
        }
    }

    private static boolean has(NativeLibrary shim, Method function) {
        try {
            shim.getFunction(function.getName());
            return true;
        } catch (UnsatisfiedLinkError e) {
            return false;
        }
    }
}
