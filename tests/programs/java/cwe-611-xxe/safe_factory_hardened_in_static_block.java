// Factory configured once for the whole class
import java.io.InputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;

class InvoiceParser {
    private static final DocumentBuilderFactory FACTORY = DocumentBuilderFactory.newInstance();

    static {
        try {
            FACTORY.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            FACTORY.setXIncludeAware(false);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    Document parse(InputStream in) throws Exception {
        return FACTORY.newDocumentBuilder().parse(in);
    }
}
