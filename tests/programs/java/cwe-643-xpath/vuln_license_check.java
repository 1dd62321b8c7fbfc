// Spring REST endpoint that validates a product licence key against the bundled XML licence registry.
package com.acme.licensing.web;

import java.io.InputStream;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

@RestController
public class LicenseCheckController {

    private final Document registry;
    private final XPathFactory xpathFactory = XPathFactory.newInstance();

    public LicenseCheckController() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (InputStream in = getClass().getResourceAsStream("/licenses.xml")) {
            this.registry = dbf.newDocumentBuilder().parse(in);
        }
    }

    @PostMapping("/licenses/activate")
    public Map<String, Object> activate(@RequestParam String key, @RequestParam String email)
            throws XPathExpressionException {
        Element license = findLicense(key.trim(), email.trim().toLowerCase());
        if (license == null) {
            return Map.of("valid", false);
        }
        return Map.of("valid", true,
                "edition", license.getAttribute("edition"),
                "seats", Integer.parseInt(license.getAttribute("seats")));
    }

    private Element findLicense(String key, String email) throws XPathExpressionException {
        XPath xpath = xpathFactory.newXPath();
        String expr = String.format("/licenses/license[@key='%s' and @email='%s']", key, email);
        return (Element) xpath.evaluate(expr, registry, XPathConstants.NODE);
    }
}
