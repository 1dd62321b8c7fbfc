// Two XML readers in one file; only the first one configures its factory
import java.io.InputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.w3c.dom.Document;
import org.xml.sax.helpers.DefaultHandler;

class ConfigReader {
    Document read(InputStream in) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return dbf.newDocumentBuilder().parse(in);
    }
}

class FeedReader {
    private final SAXParserFactory spf = SAXParserFactory.newInstance();

    FeedReader() {
        spf.setNamespaceAware(true);
    }

    void read(InputStream in, DefaultHandler handler) throws Exception {
        SAXParser parser = spf.newSAXParser();
        parser.parse(in, handler);
    }
}
