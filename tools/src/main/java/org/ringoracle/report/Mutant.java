package org.ringoracle.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * One mutant as PIT's {@code mutations.xml} reports it.
 *
 * @param mutatedClass the fully qualified class
 * @param method the method ({@code <init>} for a constructor)
 * @param line the source line
 * @param mutator the mutator's simple name, such as {@code ConditionalsBoundaryMutator}
 * @param description what the mutation did, as PIT words it
 * @param status PIT's status: KILLED, TIMED_OUT, SURVIVED, NO_COVERAGE, ...
 * @param detected whether a test detected it (killed, timed out, or broke the run)
 * @param testsRun how many test units PIT ran against it ({@code numberOfTestsRun}; 0 when absent)
 * @param killingTest the test PIT names as having detected it, empty when none
 */
public record Mutant(String mutatedClass, String method, int line, String mutator, String description,
        String status, boolean detected, int testsRun, String killingTest) {

    /** The mutants of a PIT XML report, in report order. */
    public static List<Mutant> read(Path xml) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            NodeList nodes = factory.newDocumentBuilder().parse(xml.toFile()).getElementsByTagName("mutation");
            List<Mutant> mutants = new ArrayList<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                Element e = (Element) nodes.item(i);
                String mutator = text(e, "mutator");
                mutants.add(new Mutant(text(e, "mutatedClass"), text(e, "mutatedMethod"),
                        Integer.parseInt(text(e, "lineNumber")), mutator.substring(mutator.lastIndexOf('.') + 1),
                        text(e, "description"), e.getAttribute("status"),
                        Boolean.parseBoolean(e.getAttribute("detected")),
                        e.getAttribute("numberOfTestsRun").isEmpty() ? 0
                                : Integer.parseInt(e.getAttribute("numberOfTestsRun")),
                        text(e, "killingTest")));
            }
            return mutants;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException(xml + " is not a PIT XML report: " + e.getMessage(), e);
        }
    }

    private static String text(Element mutation, String tag) {
        NodeList nodes = mutation.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent();
    }

    /** The package of the mutated class. */
    public String packageName() {
        return mutatedClass.substring(0, Math.max(0, mutatedClass.lastIndexOf('.')));
    }

    /**
     * How the baseline names this mutant: class, method, line, mutator and PIT's description,
     * tab-separated. The description tells apart two mutants of one mutator on one line (two
     * calls removed, two boundaries changed).
     */
    public String key() {
        return mutatedClass + "\t" + method + "\t" + line + "\t" + mutator + "\t" + description;
    }
}
