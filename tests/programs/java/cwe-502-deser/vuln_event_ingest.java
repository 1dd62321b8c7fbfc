// JAX-RS resource that ingests domain events posted as JSON by upstream services.
package com.acme.events;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import javax.inject.Inject;
import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

@Path("/events")
@Consumes(MediaType.APPLICATION_JSON)
public class EventIngestResource {

    private static final ObjectMapper MAPPER = buildMapper();

    @Inject
    EventStore store;

    private static ObjectMapper buildMapper() {
        ObjectMapper mapper = new ObjectMapper();
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance,
                ObjectMapper.DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY);
        mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
        return mapper;
    }

    @POST
    public Response ingest(String body) {
        try {
            EventEnvelope envelope = MAPPER.readValue(body, EventEnvelope.class);
            store.append(envelope);
            return Response.accepted().build();
        } catch (JsonProcessingException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity("malformed event").build();
        }
    }
}

class EventEnvelope {
    public String source;
    public String type;
    public Object payload;
}
