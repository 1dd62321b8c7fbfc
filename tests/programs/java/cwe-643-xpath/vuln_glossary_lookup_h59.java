// Unseen set h59: glossary lookup
package com.lingualink.terminology;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

record TermMatch(String client, String sourceTerm, String targetLang, List<String> renderings) {}

/** Client-approved glossary, bundled with the function and refreshed on every deploy. */
class ClientGlossary {
    private final Document document;
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    ClientGlossary(InputStream xml) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.document = dbf.newDocumentBuilder().parse(xml);
    }

    List<String> renderings(String client, String term, String lang) throws XPathExpressionException {
        String expr = "/glossary/client[@id='" + client + "']/entry[source='" + term + "']/target[@lang='" + lang + "']";
        NodeList nodes = (NodeList) xpath.evaluate(expr, document, XPathConstants.NODESET);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getTextContent().trim());
        }
        return out;
    }
}

class TerminologyService {
    private final ClientGlossary glossary;

    TerminologyService(ClientGlossary glossary) {
        this.glossary = glossary;
    }

    TermMatch lookup(String client, String term, String lang) throws XPathExpressionException {
        String clientId = client == null ? "" : client.strip();
        String normalisedLang = lang == null ? "en" : lang.toLowerCase();
        return new TermMatch(clientId, term, normalisedLang, glossary.renderings(clientId, term.strip(), normalisedLang));
    }
}

class GlossaryLookupFunction implements RequestHandler<Map<String, Object>, Map<String, Object>> {
    private final TerminologyService service;

    GlossaryLookupFunction() throws Exception {
        try (InputStream in = GlossaryLookupFunction.class.getResourceAsStream("/glossary.xml")) {
            this.service = new TerminologyService(new ClientGlossary(in));
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public Map<String, Object> handleRequest(Map<String, Object> event, Context context) {
        Map<String, String> query = (Map<String, String>) event.getOrDefault("queryStringParameters", Map.of());
        Map<String, Object> response = new HashMap<>();
        try {
            TermMatch match = service.lookup(query.get("client"), query.getOrDefault("term", ""), query.get("lang"));
            response.put("statusCode", 200);
            response.put("body", String.join("\n", match.renderings()));
        } catch (XPathExpressionException e) {
            response.put("statusCode", 400);
            response.put("body", "bad lookup");
        }
        return response;
    }
}
