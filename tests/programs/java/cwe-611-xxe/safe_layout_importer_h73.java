// A layout importer program of the h73 set (cwe-611-xxe).
package uk.co.gaugeandgradient.layouts;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

public class LayoutInboxImporter {

    public record TrackPiece(String kind, String code, double lengthMm, String note) { }

    public record Layout(String title, String owner, String scale, List<TrackPiece> pieces) { }

    private final Path inbox;
    private final Path done;
    private final Path failed;

    public LayoutInboxImporter(Path root) {
        this.inbox = root.resolve("inbox");
        this.done = root.resolve("done");
        this.failed = root.resolve("failed");
    }

    public static void main(String[] args) {
        LayoutInboxImporter importer = new LayoutInboxImporter(Path.of(args.length > 0 ? args[0] : "/srv/layouts"));
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        scheduler.scheduleWithFixedDelay(importer::sweep, 0, 2, TimeUnit.MINUTES);
    }

    void sweep() {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(inbox, "*.{xml,xtrk}")) {
            for (Path file : files) {
                try {
                    Layout layout = parse(Files.readAllBytes(file));
                    System.out.printf("imported '%s' by %s: %d pieces%n",
                            layout.title(), layout.owner(), layout.pieces().size());
                    Files.move(file, done.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                } catch (Exception e) {
                    System.err.printf("could not import %s: %s%n", file.getFileName(), e.getMessage());
                    Files.move(file, failed.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (IOException e) {
            System.err.println("inbox sweep failed: " + e.getMessage());
        }
    }

    static Layout parse(byte[] raw) throws Exception {
        // Some layout editors write a UTF-8 BOM and Windows line endings; clean both up first.
        String text = new String(raw, StandardCharsets.UTF_8);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        text = text.replace("\r\n", "\n").strip();

        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        dbf.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        dbf.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        DocumentBuilder builder = dbf.newDocumentBuilder();
        Document doc = builder.parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));

        Element root = doc.getDocumentElement();
        List<TrackPiece> pieces = new ArrayList<>();
        NodeList nodes = root.getElementsByTagName("piece");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element p = (Element) nodes.item(i);
            pieces.add(new TrackPiece(
                    p.getAttribute("kind"),
                    p.getAttribute("code"),
                    Double.parseDouble(p.getAttribute("length").isBlank() ? "0" : p.getAttribute("length")),
                    p.getTextContent().strip()));
        }
        return new Layout(root.getAttribute("title"), root.getAttribute("owner"),
                root.getAttribute("scale"), pieces);
    }
}
