// Spring controller that tells patrons which shelf holds a title at a given library branch
package org.lakeshorelibrary.holdings;

import java.util.Map;
import java.util.Optional;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@RestController
public class ShelfLocatorController {

    private static final String SHELF_QUERY = "/holdings/item[isbn=$isbn and branch=$branch]/shelf";

    private final Document holdings;
    private final XPathFactory xpathFactory = XPathFactory.newInstance();

    public ShelfLocatorController(Document holdings) {
        this.holdings = holdings;
    }

    private Optional<String> firstShelf(String isbn, String branch) {
        try {
            XPath xpath = xpathFactory.newXPath();
            xpath.setXPathVariableResolver(name -> switch (name.getLocalPart()) {
                case "isbn" -> isbn;
                case "branch" -> branch;
                default -> null;
            });
            NodeList nodes = (NodeList) xpath.evaluate(SHELF_QUERY, holdings, XPathConstants.NODESET);
            return nodes.getLength() == 0 ? Optional.empty() : Optional.of(nodes.item(0).getTextContent());
        } catch (XPathExpressionException e) {
            return Optional.empty();
        }
    }

    @GetMapping("/holdings/shelf")
    public ResponseEntity<Map<String, String>> locate(@RequestParam String isbn, @RequestParam String branch) {
        String cleanIsbn = isbn.replace("-", "");
        if (!cleanIsbn.matches("\\d{10}|\\d{13}")) {
            return ResponseEntity.badRequest().body(Map.of("error", "invalid ISBN"));
        }
        return firstShelf(cleanIsbn, branch)
                .map(shelf -> ResponseEntity.ok(Map.of("isbn", cleanIsbn, "branch", branch, "shelf", shelf)))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }
}
