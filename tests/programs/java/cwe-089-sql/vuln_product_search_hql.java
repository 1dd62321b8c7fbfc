// JAX-RS resource that searches the product catalogue by name using Hibernate HQL
package com.catalog.api;

import java.math.BigDecimal;
import java.util.List;
import javax.inject.Inject;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.ws.rs.DefaultValue;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

@Entity
class Product {
    @Id
    Long id;
    String name;
    BigDecimal price;
}

class ProductQueries {
    private final Session session;

    ProductQueries(Session session) {
        this.session = session;
    }

    List<Product> byName(String fragment, BigDecimal maxPrice) {
        String hql = "from Product p where lower(p.name) like '%" + fragment.toLowerCase()
                + "%' and p.price <= :maxPrice order by p.price";
        return session.createQuery(hql, Product.class)
                .setParameter("maxPrice", maxPrice)
                .setMaxResults(100)
                .getResultList();
    }
}

@Path("/products")
class ProductResource {
    @Inject
    SessionFactory sessionFactory;

    @GET
    @Path("/search")
    @Produces(MediaType.APPLICATION_JSON)
    public List<Product> search(@QueryParam("q") @DefaultValue("") String q,
                                @QueryParam("maxPrice") @DefaultValue("100000") BigDecimal maxPrice) {
        try (Session session = sessionFactory.openSession()) {
            return new ProductQueries(session).byName(q.trim(), maxPrice);
        }
    }
}
