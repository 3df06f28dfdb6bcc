package org.ringoracle.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;

/** The README's quick start, as a user copies it: the first Java block compiles and passes every property. */
class ReadmeQuickStartTest {

    @Test
    void theQuickStartCompilesAndPasses(@TempDir Path dir) throws Exception {
        String readme = Files.readString(Path.of(System.getProperty("ringoracle.reports", "reports")).getParent()
                .resolve("README.md"));
        Matcher block = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL).matcher(readme);
        assertThat(block.find()).as("a Java block in README.md").isTrue();
        Matcher name = Pattern.compile("class (\\w+) extends").matcher(block.group(1));
        assertThat(name.find()).as("the test class of the quick start").isTrue();
        Path source = dir.resolve(name.group(1) + ".java");
        Files.writeString(source, block.group(1));

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-classpath", System.getProperty("java.class.path"),
                "-d", dir.toString(), source.toString());
        assertThat(status).as("javac exit status for the README's quick start").isZero();

        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            var constructor = loader.loadClass(name.group(1)).getDeclaredConstructor();
            constructor.setAccessible(true);
            Expected.passes().check(Verdict.of(constructor.newInstance()));
        }
    }

}
