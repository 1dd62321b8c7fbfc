// Call detail record importer for a telecom operator, used by the upload endpoint and a command-line tool
package net.telco.billing;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

record CallRecord(String caller, String callee, int seconds) {}

final class CdrReader {
    private static XMLInputFactory newFactory() {
        XMLInputFactory f = XMLInputFactory.newInstance();
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        return f;
    }

    static List<CallRecord> read(InputStream in) throws Exception {
        XMLStreamReader r = newFactory().createXMLStreamReader(in);
        List<CallRecord> out = new ArrayList<>();
        while (r.hasNext()) {
            if (r.next() == XMLStreamConstants.START_ELEMENT && "call".equals(r.getLocalName())) {
                String caller = r.getAttributeValue(null, "from");
                int secs = Integer.parseInt(r.getAttributeValue(null, "seconds"));
                String callee = r.getElementText().trim();
                out.add(new CallRecord(caller, callee, secs));
            }
        }
        r.close();
        return out;
    }
}

@RestController
class CdrUploadController {
    @PostMapping("/billing/cdr")
    Map<String, Object> upload(@RequestParam("file") MultipartFile file) throws Exception {
        try (InputStream in = file.getInputStream()) {
            List<CallRecord> calls = CdrReader.read(in);
            int total = calls.stream().mapToInt(CallRecord::seconds).sum();
            return Map.of("calls", calls.size(), "seconds", total,
                    "firstCallee", calls.isEmpty() ? "-" : calls.get(0).callee());
        }
    }
}

public class CdrImportCli {
    public static void main(String[] args) throws Exception {
        try (InputStream in = Files.newInputStream(Path.of(args[0]))) {
            CdrReader.read(in).forEach(c -> System.out.println(c.caller() + " -> " + c.callee() + " " + c.seconds()));
        }
    }
}
