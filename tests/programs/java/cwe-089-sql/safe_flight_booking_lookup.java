// JAX-RS resource that lets travellers retrieve a flight booking by record locator and surname.
package com.skyroute.booking.api;

import com.skyroute.booking.model.Booking;
import com.skyroute.booking.model.BookingView;

import jakarta.enterprise.context.RequestScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.util.List;
import java.util.Locale;

@Path("/bookings")
@RequestScoped
public class BookingLookupResource {

    @PersistenceContext(unitName = "bookingPU")
    private EntityManager em;

    @GET
    @Path("/{pnr}")
    @Produces(MediaType.APPLICATION_JSON)
    public Response lookup(@PathParam("pnr") String pnr, @QueryParam("lastName") String lastName) {
        if (pnr == null || lastName == null || lastName.isBlank()) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        String locator = pnr.trim().toUpperCase(Locale.ROOT);
        String surname = lastName.trim().toUpperCase(Locale.ROOT);

        List<Booking> matches = findBookings(locator, surname);
        if (matches.isEmpty()) {
            return Response.status(Response.Status.NOT_FOUND).build();
        }
        return Response.ok(BookingView.from(matches.get(0))).build();
    }

    private List<Booking> findBookings(String locator, String surname) {
        String jpql = "SELECT b FROM Booking b WHERE b.recordLocator = :locator"
                + " AND UPPER(b.leadPassenger.lastName) = :surname";
        TypedQuery<Booking> query = em.createQuery(jpql, Booking.class);
        query.setParameter("locator", locator);
        query.setParameter("surname", surname);
        return query.setMaxResults(1).getResultList();
    }
}
