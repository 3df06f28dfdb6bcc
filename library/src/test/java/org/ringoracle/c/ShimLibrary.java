package org.ringoracle.c;

import com.sun.jna.Library;
import com.sun.jna.Native;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.Map;

/**
 * The shim that {@link Shim#C} calls: the one in {@code jna.library.path}, loaded at the first call,
 * or the one {@link #load} loaded last (a process judging C mutants one after another loads each
 * mutant's shim in turn). Every call goes to the shim current when it is made.
 */
final class ShimLibrary {

    /** dlopen's RTLD_LAZY without RTLD_GLOBAL: a shim's symbols stay its own, never another's. */
    private static final int RTLD_LAZY_LOCAL = 1;

    private static volatile Shim current;

    private ShimLibrary() {
    }

    /** {@link Shim} calls forwarded to the current shim. */
    static Shim forwarding() {
        return (Shim) Proxy.newProxyInstance(Shim.class.getClassLoader(), new Class<?>[] {Shim.class},
                (proxy, method, args) -> {
                    try {
                        return method.invoke(current(), args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /** Makes the shim in {@code file} the current one. */
    static void load(Path file) {
        current = Native.load(file.toAbsolutePath().toString(), Shim.class,
                Map.of(Library.OPTION_OPEN_FLAGS, RTLD_LAZY_LOCAL));
    }

    private static Shim current() {
        Shim shim = current;
        if (shim == null) {
            synchronized (ShimLibrary.class) {
                if (current == null) {
                    current = Native.load("ringoracle", Shim.class);
                }
                shim = current;
            }
        }
        return shim;
    }
}
