// Spring Boot endpoint that validates a service account's API key against the bundled ACL file.
package com.acme.gateway.acl;

import java.io.InputStream;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.core.io.ClassPathResource;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class ApiKeyCheckController {

    private final Document acl;

    public ApiKeyCheckController() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (InputStream in = new ClassPathResource("acl.xml").getInputStream()) {
            this.acl = dbf.newDocumentBuilder().parse(in);
        }
    }

    @GetMapping("/api/access")
    public ResponseEntity<Map<String, String>> access(@RequestHeader("X-Service") String service,
                                                      @RequestHeader("X-Api-Key") String apiKey)
            throws XPathExpressionException {
        String role = lookupRole(service, apiKey);
        if (role.isEmpty()) {
            return ResponseEntity.status(403).build();
        }
        return ResponseEntity.ok(Map.of("service", service, "role", role));
    }

    private String lookupRole(String service, String apiKey) throws XPathExpressionException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver(name -> switch (name.getLocalPart()) {
            case "service" -> service;
            case "key" -> apiKey;
            default -> null;
        });
        String expr = "/acl/account[@name=$service and @key=$key]/@role";
        return xpath.evaluate(expr, acl);
    }
}
