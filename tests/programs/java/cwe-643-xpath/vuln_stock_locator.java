// Warehouse service that answers which bin holds a given SKU by querying the inventory XML snapshot
package net.haulnet.warehouse;

import java.nio.file.Path;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

public class StockLocator {

    private final Document inventory;
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    StockLocator(Path snapshot) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        this.inventory = dbf.newDocumentBuilder().parse(snapshot.toFile());
    }

    public static void main(String[] args) throws Exception {
        StockLocator locator = new StockLocator(Path.of(System.getenv().getOrDefault(
                "INVENTORY_SNAPSHOT", "/data/inventory.xml")));
        Javalin.create().get("/stock/{warehouse}", locator::locate).start(7100);
    }

    void locate(Context ctx) throws Exception {
        String warehouse = ctx.pathParam("warehouse");
        String sku = ctx.queryParam("sku");
        if (sku == null || sku.isBlank()) {
            ctx.status(400).result("sku required");
            return;
        }
        NodeList bins = (NodeList) xpath.evaluate(binQuery(warehouse, sku.trim()), inventory, XPathConstants.NODESET);
        String[] locations = new String[bins.getLength()];
        for (int i = 0; i < bins.getLength(); i++) {
            locations[i] = bins.item(i).getNodeValue();
        }
        ctx.json(Map.of("sku", sku, "bins", locations));
    }

    private static String binQuery(String warehouse, String sku) {
        String site = warehouse.replaceAll("[^A-Za-z0-9]", "");
        return "/inventory/site[@code='" + site + "']/bin[item/@sku='" + sku + "']/@location";
    }
}
