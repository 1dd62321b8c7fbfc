// A blend pairing socket program of the h63 set (cwe-643-xpath).
package com.kettlehouse.menu.pairings;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.websocket.OnMessage;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;
import org.dom4j.Document;
import org.dom4j.DocumentException;
import org.dom4j.DocumentHelper;
import org.dom4j.Node;
import org.dom4j.XPath;
import org.dom4j.io.SAXReader;
import org.jaxen.SimpleVariableContext;
import org.xml.sax.SAXException;

class PairingRequest {
    public String type;
    public String value;
}

interface PairingQuery {
    String expression();
    String value();
}

record BlendQuery(String value) implements PairingQuery {
    public String expression() { return "/menu/pairing[blend=$v]/dish"; }
}

record CourseQuery(String value) implements PairingQuery {
    public String expression() { return "/menu/pairing[course=$v]/blend"; }
}

class PairingCatalog {
    private final Document menu;

    PairingCatalog() throws DocumentException, SAXException, IOException {
        SAXReader reader = new SAXReader();
        reader.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (InputStream in = PairingCatalog.class.getResourceAsStream("/pairings.xml")) {
            menu = reader.read(in);
        }
    }

    List<String> select(PairingQuery query) {
        XPath xpath = DocumentHelper.createXPath(query.expression());
        SimpleVariableContext variables = new SimpleVariableContext();
        variables.setVariableValue("v", query.value());
        xpath.setVariableContext(variables);
        return xpath.selectNodes(menu).stream().map(Node::getText).collect(Collectors.toList());
    }
}

@ServerEndpoint("/ws/pairings")
class PairingEndpoint {
    private static final Map<String, Function<String, PairingQuery>> QUERIES = Map.of(
            "byBlend", BlendQuery::new,
            "byCourse", CourseQuery::new);
    private static PairingCatalog catalog;
    private final ObjectMapper mapper = new ObjectMapper();

    private static synchronized PairingCatalog catalog() throws DocumentException, SAXException, IOException {
        if (catalog == null) {
            catalog = new PairingCatalog();
        }
        return catalog;
    }

    @OnMessage
    public String onMessage(String message, Session session) {
        try {
            PairingRequest request = mapper.readValue(message, PairingRequest.class);
            Function<String, PairingQuery> factory = QUERIES.get(request.type);
            if (factory == null || request.value == null || request.value.length() > 60) {
                return "{\"error\":\"unknown pairing request\"}";
            }
            List<String> matches = catalog().select(factory.apply(request.value));
            return mapper.writeValueAsString(Map.of("matches", matches));
        } catch (IOException | DocumentException | SAXException | RuntimeException e) {
            return "{\"error\":\"pairing lookup failed\"}";
        }
    }
}
