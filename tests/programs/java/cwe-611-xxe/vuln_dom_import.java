// Spring Boot endpoint importing a product feed uploaded as XML and counting its items
package com.example.feeds;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class FeedImportController {

    @PostMapping(value = "/feeds/import", consumes = "application/xml")
    public String importFeed(@RequestBody String xml) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        DocumentBuilder builder = dbf.newDocumentBuilder();
        Document doc = builder.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        int count = doc.getElementsByTagName("item").getLength();
        String title = doc.getDocumentElement().getAttribute("title");
        return "imported " + count + " items from " + title;
    }
}
