// Quarkus REST resource that totals an order's line items with a native SQL query
package com.example.orders;

import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

@Path("/orders")
public class OrderTotalResource {

    @Inject
    EntityManager em;

    @GET
    @Path("/{orderId}/total")
    public Object total(@PathParam("orderId") String orderId) {
        long id = Long.parseLong(orderId);
        return em.createNativeQuery(
                "SELECT SUM(quantity * unit_price) FROM order_lines WHERE order_id = " + id)
                .getSingleResult();
    }
}
