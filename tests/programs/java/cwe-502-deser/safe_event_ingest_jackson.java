// Quarkus REST endpoint that ingests audit events pushed by internal services as typed JSON
package com.acme.audit.ingest;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.util.logging.Logger;

@Path("/audit/events")
public class AuditIngestResource {

    private static final Logger LOG = Logger.getLogger(AuditIngestResource.class.getName());

    public static final class AuditEnvelope {
        public String source;
        public long timestamp;
        public Object payload;
    }

    private static final PolymorphicTypeValidator EVENT_TYPES = BasicPolymorphicTypeValidator.builder()
            .allowIfSubType("com.acme.audit.events.")
            .build();

    private final ObjectMapper mapper = new ObjectMapper();

    public AuditIngestResource() {
        mapper.activateDefaultTyping(EVENT_TYPES,
                ObjectMapper.DefaultTyping.NON_FINAL);
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response ingest(InputStream body) throws IOException {
        AuditEnvelope envelope = mapper.readValue(body, AuditEnvelope.class);
        if (envelope.source == null || envelope.source.isBlank()) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        String kind = envelope.payload == null ? "none" : envelope.payload.getClass().getSimpleName();
        LOG.info(() -> "audit event received, payload type " + kind);
        return Response.accepted().build();
    }
}
