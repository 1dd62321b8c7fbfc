// JAX-RS endpoint that imports workflow definitions exported from the legacy designer as XML.
package com.acme.workflow.api;

import java.util.ArrayList;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.XStreamException;
import com.thoughtworks.xstream.io.xml.DomDriver;
import com.thoughtworks.xstream.security.NoTypePermission;
import com.thoughtworks.xstream.security.NullPermission;
import com.thoughtworks.xstream.security.PrimitiveTypePermission;

@Path("/workflows/import")
public class WorkflowImportResource {

    private final WorkflowStore store;
    private final XStream xstream;

    @Inject
    public WorkflowImportResource(WorkflowStore store) {
        this.store = store;
        this.xstream = new XStream(new DomDriver());
        xstream.alias("workflow", WorkflowDefinition.class);
        xstream.alias("step", WorkflowStep.class);
        xstream.addPermission(NoTypePermission.NONE);
        xstream.addPermission(NullPermission.NULL);
        xstream.addPermission(PrimitiveTypePermission.PRIMITIVES);
        xstream.allowTypes(new Class[] {WorkflowDefinition.class, WorkflowStep.class, ArrayList.class, String.class});
    }

    @POST
    @Consumes({MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    @Produces(MediaType.APPLICATION_JSON)
    public Response importDefinition(String xml) {
        Object parsed;
        try {
            parsed = xstream.fromXML(xml);
        } catch (XStreamException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity("{\"error\":\"invalid xml\"}").build();
        }
        if (!(parsed instanceof WorkflowDefinition def)) {
            return Response.status(Response.Status.BAD_REQUEST).entity("{\"error\":\"not a workflow\"}").build();
        }
        String id = store.save(def);
        return Response.status(Response.Status.CREATED).entity("{\"id\":\"" + id + "\"}").build();
    }
}
