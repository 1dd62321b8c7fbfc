// Micronaut bean and controller that search the product catalogue through JPA
package com.acme.catalog;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import jakarta.inject.Singleton;
import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;

import java.math.BigDecimal;
import java.util.List;

@Singleton
class ProductSearch {

    private final EntityManager em;

    ProductSearch(EntityManager em) {
        this.em = em;
    }

    List<Product> search(String brand, BigDecimal maxPrice) {
        StringBuilder jpql = new StringBuilder("SELECT p FROM Product p WHERE p.active = true");
        if (brand != null) {
            jpql.append(" AND p.brand = :brand");
        }
        if (maxPrice != null) {
            jpql.append(" AND p.price <= :maxPrice");
        }
        jpql.append(" ORDER BY p.name");
        TypedQuery<Product> q = em.createQuery(jpql.toString(), Product.class);
        if (brand != null) {
            q.setParameter("brand", brand);
        }
        if (maxPrice != null) {
            q.setParameter("maxPrice", maxPrice);
        }
        return q.setMaxResults(100).getResultList();
    }
}

@Controller("/catalog")
class ProductController {

    private final ProductSearch products;

    ProductController(ProductSearch products) {
        this.products = products;
    }

    @Get("/products")
    List<Product> list(@QueryValue(defaultValue = "") String brand,
                       @QueryValue(defaultValue = "") String maxPrice) {
        BigDecimal limit = maxPrice.isEmpty() ? null : new BigDecimal(maxPrice);
        return products.search(brand.isEmpty() ? null : brand, limit);
    }
}
