// A courier manifest s3 program of the h61 set (cwe-611-xxe).
package com.swiftparcel.manifests;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.S3Event;
import com.amazonaws.services.lambda.runtime.events.models.s3.S3EventNotification;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/** Retail partners drop nightly parcel manifests into an S3 bucket; each file becomes a batch of scheduled pickups. */
record Parcel(String reference, String recipient, String postcode, int weightGrams) {}

interface ManifestParser {
    List<Parcel> parse(InputStream xml) throws IOException;
}

final class DomManifestParser implements ManifestParser {
    private final DocumentBuilderFactory factory;

    DomManifestParser() throws ParserConfigurationException {
        factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
    }

    @Override
    public List<Parcel> parse(InputStream xml) throws IOException {
        try {
            Document doc = factory.newDocumentBuilder().parse(xml);
            NodeList nodes = doc.getElementsByTagNameNS("*", "parcel");
            List<Parcel> parcels = new ArrayList<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                Element p = (Element) nodes.item(i);
                parcels.add(new Parcel(text(p, "reference"), text(p, "recipient"), text(p, "postcode"),
                        Integer.parseInt(text(p, "weight"))));
            }
            return parcels;
        } catch (ParserConfigurationException | SAXException | NumberFormatException e) {
            throw new IOException("unreadable manifest", e);
        }
    }

    private static String text(Element parent, String tag) {
        NodeList list = parent.getElementsByTagNameNS("*", tag);
        return list.getLength() == 0 ? "" : list.item(0).getTextContent().trim();
    }
}

interface PickupScheduler {
    void schedule(String partner, Parcel parcel);
}

final class ManifestImporter {
    private final ManifestParser parser;
    private final PickupScheduler scheduler;

    ManifestImporter(ManifestParser parser, PickupScheduler scheduler) {
        this.parser = parser;
        this.scheduler = scheduler;
    }

    int importManifest(String objectKey, InputStream xml) throws IOException {
        String partner = objectKey.contains("/") ? objectKey.substring(0, objectKey.indexOf('/')) : "direct";
        List<Parcel> parcels = parser.parse(xml);
        parcels.forEach(parcel -> scheduler.schedule(partner, parcel));
        return parcels.size();
    }
}

class ManifestDropHandler implements RequestHandler<S3Event, String> {
    private final S3Client s3 = S3Client.create();
    private final ManifestImporter importer;

    ManifestDropHandler() throws ParserConfigurationException {
        this.importer = new ManifestImporter(new DomManifestParser(),
                (partner, parcel) -> System.out.println(partner + " pickup " + parcel.reference() + " for " + parcel.recipient()));
    }

    @Override
    public String handleRequest(S3Event event, Context context) {
        int total = 0;
        for (S3EventNotification.S3EventNotificationRecord record : event.getRecords()) {
            String bucket = record.getS3().getBucket().getName();
            String key = record.getS3().getObject().getUrlDecodedKey();
            try (InputStream in = s3.getObject(GetObjectRequest.builder().bucket(bucket).key(key).build())) {
                total += importer.importManifest(key, in);
            } catch (IOException e) {
                context.getLogger().log("manifest " + key + " rejected: " + e.getMessage());
            }
        }
        return "scheduled " + total + " pickups";
    }
}
