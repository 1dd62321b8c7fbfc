// A lace bobbin stock program of the h65 set (cwe-643-xpath).
package com.bobbinlace.supplies;

import com.microsoft.azure.functions.ExecutionContext;
import com.microsoft.azure.functions.HttpMethod;
import com.microsoft.azure.functions.HttpRequestMessage;
import com.microsoft.azure.functions.HttpResponseMessage;
import com.microsoft.azure.functions.HttpStatus;
import com.microsoft.azure.functions.annotation.AuthorizationLevel;
import com.microsoft.azure.functions.annotation.FunctionName;
import com.microsoft.azure.functions.annotation.HttpTrigger;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import java.io.InputStream;
import java.util.Optional;

/**
 * Bobbin and thread stock lookup for the lacemakers' supply co-op.
 * The stock list is an XML export from the co-op's inventory spreadsheet.
 */
public class BobbinStockFunction {

    private static final Document STOCK = loadStock();

    private static Document loadStock() {
        try (InputStream in = BobbinStockFunction.class.getResourceAsStream("/bobbin-stock.xml")) {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return dbf.newDocumentBuilder().parse(in);
        } catch (Exception e) {
            throw new IllegalStateException("stock list unavailable", e);
        }
    }

    @FunctionName("bobbinStock")
    public HttpResponseMessage run(
            @HttpTrigger(name = "req", methods = {HttpMethod.GET}, authLevel = AuthorizationLevel.ANONYMOUS)
            HttpRequestMessage<Optional<String>> request,
            final ExecutionContext context) throws Exception {

        String turner = request.getQueryParameters().get("turner");
        if (turner == null || turner.isBlank()) {
            return request.createResponseBuilder(HttpStatus.BAD_REQUEST).body("turner is required").build();
        }

        XPath xpath = XPathFactory.newInstance().newXPath();
        String expression = "/stock/bobbin[@turner='" + turner + "' and @public='true']";
        NodeList nodes;
        synchronized (STOCK) {
            nodes = (NodeList) xpath.evaluate(expression, STOCK, XPathConstants.NODESET);
        }

        StringBuilder csv = new StringBuilder("wood,style,spangled,price,onHand\n");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element b = (Element) nodes.item(i);
            csv.append(b.getAttribute("wood")).append(',')
                    .append(b.getAttribute("style")).append(',')
                    .append(b.getAttribute("spangled")).append(',')
                    .append(b.getAttribute("price")).append(',')
                    .append(b.getAttribute("onHand")).append('\n');
        }
        return request.createResponseBuilder(HttpStatus.OK)
                .header("Content-Type", "text/csv; charset=utf-8")
                .body(csv.toString())
                .build();
    }
}
