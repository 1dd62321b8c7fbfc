// Spring controller that forwards an order to the warehouse service as an XML document
package com.example.orders;

import org.apache.commons.text.StringEscapeUtils;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class OrderForwardController {
    private final RestTemplate rest = new RestTemplate();

    @PostMapping(value = "/orders", produces = MediaType.APPLICATION_JSON_VALUE)
    public String forward(@RequestParam String sku, @RequestParam String note) {
        String xml = "<order><sku>" + StringEscapeUtils.escapeXml11(sku) + "</sku>"
                + "<note>" + StringEscapeUtils.escapeXml11(note) + "</note></order>";
        rest.postForObject("https://warehouse.internal/api/orders", xml, String.class);
        return "{\"status\":\"queued\"}";
    }
}
