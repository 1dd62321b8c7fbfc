// Spring Boot endpoint that looks up a book's price in the XML catalog by title
package com.example.books;

import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class CatalogPriceController {

    private final Document catalog;

    public CatalogPriceController(Document catalog) {
        this.catalog = catalog;
    }

    @GetMapping("/catalog/price")
    public String price(@RequestParam String title) throws Exception {
        return XPathFactory.newInstance().newXPath()
                .compile("//book[title/text()='" + title + "']/price")
                .evaluate(catalog);
    }
}
