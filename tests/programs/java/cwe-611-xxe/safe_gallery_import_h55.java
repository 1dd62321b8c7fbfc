// Jakarta servlet that imports museum gallery catalogue entries from a partner's XML export using StAX
package museum.catalogue;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

record CatalogueEntry(String accession, String title) {}

final class CatalogueXml {
    private static final XMLInputFactory FACTORY = createFactory();

    private CatalogueXml() {}

    private static XMLInputFactory createFactory() {
        XMLInputFactory f = XMLInputFactory.newInstance();
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return f;
    }

    static List<CatalogueEntry> read(InputStream in) throws XMLStreamException {
        XMLStreamReader r = FACTORY.createXMLStreamReader(in);
        List<CatalogueEntry> entries = new ArrayList<>();
        String accession = null;
        try {
            while (r.hasNext()) {
                int event = r.next();
                if (event == XMLStreamConstants.START_ELEMENT && "object".equals(r.getLocalName())) {
                    accession = r.getAttributeValue(null, "accession");
                } else if (event == XMLStreamConstants.START_ELEMENT && "title".equals(r.getLocalName())) {
                    entries.add(new CatalogueEntry(accession, r.getElementText()));
                }
            }
        } finally {
            r.close();
        }
        return entries;
    }
}

@WebServlet("/catalogue/import")
class CatalogueImportServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try (InputStream in = req.getInputStream()) {
            List<CatalogueEntry> entries = CatalogueXml.read(in);
            resp.setContentType("application/json");
            resp.getWriter().printf("{\"imported\": %d}%n", entries.size());
        } catch (XMLStreamException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "malformed catalogue export");
        }
    }
}
