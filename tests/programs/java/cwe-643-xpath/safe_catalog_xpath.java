// Spring Boot endpoint that looks up a book's price in the XML catalog by ISBN
package com.example.books;

import java.util.regex.Pattern;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class CatalogPriceController {

    private static final Pattern ISBN = Pattern.compile("^\\d{9}[\\dX]$|^\\d{13}$");

    private final Document catalog;

    public CatalogPriceController(Document catalog) {
        this.catalog = catalog;
    }

    @GetMapping("/catalog/price")
    public String price(@RequestParam String isbn) throws Exception {
        if (!ISBN.matcher(isbn).matches()) {
            throw new IllegalArgumentException("invalid ISBN");
        }
        return XPathFactory.newInstance().newXPath()
                .compile("//book[isbn/text()='" + isbn + "']/price")
                .evaluate(catalog);
    }
}
