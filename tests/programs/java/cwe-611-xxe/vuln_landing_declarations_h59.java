// Unseen set h59: landing declarations
package no.fjordcatch.landings;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.DeleteMessageRequest;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.ReceiveMessageRequest;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;

record LandedSpecies(String faoCode, double weightKg) {}

record LandingDeclaration(String vesselCfr, String port, List<LandedSpecies> species) {}

class LandingDeclarationParser {
    private final DocumentBuilderFactory factory;

    LandingDeclarationParser() {
        factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
    }

    LandingDeclaration parse(String xml) throws Exception {
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document doc = builder.parse(new InputSource(new StringReader(xml)));
        Element root = doc.getDocumentElement();
        List<LandedSpecies> species = new ArrayList<>();
        NodeList catches = root.getElementsByTagNameNS("*", "SpeciesCatch");
        for (int i = 0; i < catches.getLength(); i++) {
            Element c = (Element) catches.item(i);
            species.add(new LandedSpecies(c.getAttribute("fao"), Double.parseDouble(c.getAttribute("kg"))));
        }
        return new LandingDeclaration(root.getAttribute("cfr"), root.getAttribute("port"), species);
    }
}

class QuotaLedger {
    private final Connection connection;

    QuotaLedger(Connection connection) {
        this.connection = connection;
    }

    void book(LandingDeclaration declaration) throws Exception {
        String sql = "UPDATE vessel_quota SET landed_kg = landed_kg + ? WHERE vessel_cfr = ? AND fao_code = ?";
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            for (LandedSpecies s : declaration.species()) {
                ps.setDouble(1, s.weightKg());
                ps.setString(2, declaration.vesselCfr());
                ps.setString(3, s.faoCode());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }
}

class LandingQueueWorker {
    public static void main(String[] args) throws Exception {
        String queueUrl = System.getenv("LANDINGS_QUEUE_URL");
        SqsClient sqs = SqsClient.create();
        LandingDeclarationParser parser = new LandingDeclarationParser();
        try (Connection db = DriverManager.getConnection(System.getenv("QUOTA_DB_URL"),
                System.getenv("QUOTA_DB_USER"), System.getenv("QUOTA_DB_PASSWORD"))) {
            QuotaLedger ledger = new QuotaLedger(db);
            while (true) {
                List<Message> messages = sqs.receiveMessage(ReceiveMessageRequest.builder()
                        .queueUrl(queueUrl).waitTimeSeconds(20).maxNumberOfMessages(10).build()).messages();
                for (Message m : messages) {
                    ledger.book(parser.parse(m.body()));
                    sqs.deleteMessage(DeleteMessageRequest.builder().queueUrl(queueUrl).receiptHandle(m.receiptHandle()).build());
                }
            }
        }
    }
}
