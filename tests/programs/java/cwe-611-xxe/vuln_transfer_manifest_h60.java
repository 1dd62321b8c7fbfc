// A transfer manifest program of the h60 set (cwe-611-xxe).
package org.harbourzoo.collections.transfers;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Inter-zoo animal transfers: partner institutions send a manifest listing every animal
 * on the transport (studbook number, species, sex) before the truck leaves.
 */
@Path("/transfers/manifests")
class TransferManifestResource {

    record Animal(String studbookId, String species, String sex, String houseName) {}

    private final XMLInputFactory xml = XMLInputFactory.newFactory();

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public Uni<List<Animal>> receive(InputStream body) {
        return Uni.createFrom().item(() -> readAnimals(body))
                .runSubscriptionOn(Infrastructure.getDefaultWorkerPool())
                .onItem().transformToMulti(animals -> Multi.createFrom().iterable(animals))
                .filter(a -> !a.studbookId().isBlank())
                .collect().asList();
    }

    private List<Animal> readAnimals(InputStream body) {
        List<Animal> animals = new ArrayList<>();
        try {
            XMLStreamReader reader = xml.createXMLStreamReader(body);
            String studbook = "", species = "", sex = "", name = "", current = null;
            while (reader.hasNext()) {
                switch (reader.next()) {
                    case XMLStreamConstants.START_ELEMENT -> current = reader.getLocalName();
                    case XMLStreamConstants.CHARACTERS -> {
                        String text = reader.getText().trim();
                        if ("studbook".equals(current)) studbook += text;
                        else if ("species".equals(current)) species += text;
                        else if ("sex".equals(current)) sex += text;
                        else if ("houseName".equals(current)) name += text;
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        if ("animal".equals(reader.getLocalName())) {
                            animals.add(new Animal(studbook, species, sex, name));
                            studbook = species = sex = name = "";
                        }
                        current = null;
                    }
                    default -> { }
                }
            }
            reader.close();
            return animals;
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("malformed manifest", e);
        }
    }
}
