package org.ringoracle.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The version adopters depend on has its CHANGELOG entry, and the built jar says the same version. */
class VersionTest {

    private static final Path ROOT = Path.of(System.getProperty("ringoracle.reports", "reports")).toAbsolutePath()
            .getParent();

    static String pomVersion() throws IOException {
        Matcher version = Pattern.compile("<artifactId>ring-oracle-build</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(Files.readString(ROOT.resolve("pom.xml")));
        assertThat(version.find()).as("the project's version in pom.xml").isTrue();
        return version.group(1);
    }

    @Test
    void theVersionHasAChangelogEntry() throws IOException {
        String release = pomVersion().replace("-SNAPSHOT", "");
        assertThat(release).matches("\\d+\\.\\d+\\.\\d+");
        assertThat(Files.readString(ROOT.resolve("CHANGELOG.md"))).containsPattern("(?m)^## " + Pattern.quote(release) + " ");
    }

    @Test
    void theBuiltClassesCarryThePomsVersion() throws IOException {
        Properties built = new Properties();
        try (InputStream in = VersionTest.class.getResourceAsStream("/org/ringoracle/version.properties")) {
            built.load(in);
        }
        assertThat(built.getProperty("version")).isEqualTo(pomVersion());
    }
}
