// A model parts program of the h69 set (cwe-643-xpath).
package com.qwertyrestoration.bench;

import jakarta.servlet.http.HttpSession;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.SessionAttribute;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

record SparePart(String number, String name, int binLocation) {}

@RestController
class ModelPartsController {
    static final String MODEL_KEY = "bench.selectedModel";

    private final Document atlas;

    ModelPartsController(@Value("${bench.parts-atlas:/opt/qwerty/parts-atlas.xml}") String atlasPath) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.atlas = dbf.newDocumentBuilder().parse(Path.of(atlasPath).toFile());
    }

    @PostMapping("/bench/model")
    String chooseModel(@RequestParam String model, HttpSession session) {
        session.setAttribute(MODEL_KEY, model.trim());
        return "ok";
    }

    @GetMapping("/bench/parts")
    List<SparePart> parts(@SessionAttribute(name = MODEL_KEY, required = false) String model,
                          @RequestParam(defaultValue = "false") boolean inStockOnly)
            throws XPathExpressionException {
        if (model == null) {
            return List.of();
        }
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver(name -> new QName("model").equals(name) ? model : null);
        String expr = "/atlas/machine[@model=$model]/part"
                + (inStockOnly ? "[@stock > 0]" : "");
        NodeList nodes = (NodeList) xpath.evaluate(expr, atlas, XPathConstants.NODESET);

        List<SparePart> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            out.add(new SparePart(e.getAttribute("number"), e.getAttribute("name"),
                    Integer.parseInt(e.getAttribute("bin"))));
        }
        return out;
    }

    @GetMapping("/bench/model")
    String currentModel(@SessionAttribute(name = MODEL_KEY, required = false) String model) {
        return model == null ? "none selected" : model;
    }
}
