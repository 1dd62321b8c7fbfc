// Spring REST controller that pages through catalog products with a caller-chosen sort column.
package com.acme.catalog.web;

import java.util.List;
import java.util.Set;
import java.util.logging.Logger;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.acme.catalog.model.Product;

@RestController
public class ProductListingController {

    private static final Logger LOG = Logger.getLogger(ProductListingController.class.getName());
    private static final Set<String> SORTABLE = Set.of("name", "price", "createdAt", "rating");

    @PersistenceContext
    private EntityManager em;

    @GetMapping("/catalog/products")
    @Transactional(readOnly = true)
    public List<Product> list(@RequestParam String category,
                              @RequestParam(defaultValue = "name") String sort,
                              @RequestParam(defaultValue = "false") boolean desc,
                              @RequestParam(defaultValue = "0") int page,
                              @RequestParam(defaultValue = "25") int size) {
        if (!SORTABLE.contains(sort)) {
            LOG.warning("unexpected sort column requested");
        }
        String jpql = "SELECT p FROM Product p WHERE p.category = :category ORDER BY p."
                + sort + (desc ? " DESC" : " ASC");
        TypedQuery<Product> q = em.createQuery(jpql, Product.class);
        q.setParameter("category", category);
        int pageSize = Math.min(Math.max(size, 1), 100);
        q.setFirstResult(Math.max(page, 0) * pageSize);
        q.setMaxResults(pageSize);
        return q.getResultList();
    }
}
