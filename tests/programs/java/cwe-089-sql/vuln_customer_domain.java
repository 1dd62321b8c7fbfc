// Quarkus resource that searches CRM customers by e-mail domain and activity flag using JPA
package com.acme.crm.api;

import java.util.List;

import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import com.acme.crm.model.CustomerView;

@Path("/customers")
@Produces(MediaType.APPLICATION_JSON)
class CustomerSearchResource {

    record CustomerFilter(String domain, boolean active, int max) {}

    @Inject
    EntityManager em;

    @GET
    @Path("/by-domain")
    public List<CustomerView> byDomain(@QueryParam("domain") String domain,
                                       @QueryParam("active") @DefaultValue("true") boolean active,
                                       @QueryParam("max") @DefaultValue("100") int max) {
        if (domain == null || domain.isBlank()) {
            throw new BadRequestException("domain is required");
        }
        CustomerFilter filter = new CustomerFilter(domain.trim().toLowerCase(), active, Math.min(max, 500));
        return em.createQuery(buildJpql(filter), CustomerView.class)
                 .setMaxResults(filter.max())
                 .getResultList();
    }

    private static String buildJpql(CustomerFilter f) {
        StringBuilder jpql = new StringBuilder()
                .append("SELECT new com.acme.crm.model.CustomerView(c.id, c.name, c.email) ")
                .append("FROM Customer c WHERE c.active = ").append(f.active())
                .append(" AND LOWER(c.email) LIKE '%@").append(f.domain()).append("'")
                .append(" ORDER BY c.name");
        return jpql.toString();
    }
}
