// Helidon MP resource listing past clinic visits for a patient chart.
package org.harbourclinic.charts;

import java.util.List;

import jakarta.enterprise.context.RequestScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/charts")
@RequestScoped
public class VisitHistoryResource {

    @PersistenceContext(unitName = "charts")
    private EntityManager em;

    @GET
    @Path("/{patient}/visits")
    @Produces(MediaType.APPLICATION_JSON)
    public Response visits(@PathParam("patient") String patient,
                           @QueryParam("limit") @DefaultValue("20") int limit) {
        String pid = patient.trim();
        if (pid.isEmpty()) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        int capped = Math.min(Math.max(limit, 1), 100);
        String sql = "SELECT v.visit_date, v.reason, v.clinician FROM visits v "
                + "WHERE v.patient_id = " + pid + " ORDER BY v.visit_date DESC";
        List<?> rows = em.createNativeQuery(sql).setMaxResults(capped).getResultList();
        return Response.ok(rows).build();
    }
}
