// JAX-RS endpoint that reads device settings from an uploaded XML configuration with StAX
package com.example.devices;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

@Path("/devices/config")
public class DeviceConfigResource {

    @POST
    @Consumes("application/xml")
    public Map<String, String> upload(InputStream body) throws Exception {
        XMLInputFactory factory = XMLInputFactory.newInstance();
        XMLStreamReader reader = factory.createXMLStreamReader(body);
        Map<String, String> settings = new HashMap<>();
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamConstants.START_ELEMENT && "setting".equals(reader.getLocalName())) {
                String key = reader.getAttributeValue(null, "key");
                settings.put(key, reader.getElementText());
            }
        }
        return settings;
    }
}
