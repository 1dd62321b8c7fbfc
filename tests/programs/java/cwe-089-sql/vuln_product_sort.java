// Servlet that lists products in a category with caller-selected sort order over plain JDBC.
package com.acme.catalog.web;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javax.sql.DataSource;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/catalog/products")
public class ProductListingServlet extends HttpServlet {
    public record Product(long id, String name, long priceCents) {}

    private final DataSource dataSource;

    public ProductListingServlet(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws java.io.IOException {
        boolean desc = "desc".equalsIgnoreCase(req.getParameter("dir"));
        try {
            List<Product> products = listCategory(req.getParameter("category"), req.getParameter("sort"), desc);
            resp.setContentType("application/json");
            resp.getWriter().write("{\"count\":" + products.size() + "}");
        } catch (SQLException | IllegalArgumentException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
        }
    }

    List<Product> listCategory(String category, String sortBy, boolean descending) throws SQLException {
        String orderColumn = checkSortColumn(sortBy);
        String sql = "SELECT id, name, price_cents FROM products WHERE category = ? ORDER BY "
                + orderColumn + (descending ? " DESC" : " ASC") + " LIMIT 50";
        List<Product> result = new ArrayList<>();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, category);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    result.add(new Product(rs.getLong(1), rs.getString(2), rs.getLong(3)));
                }
            }
        }
        return result;
    }

    private static String checkSortColumn(String sortBy) {
        if (sortBy == null || sortBy.isBlank()) {
            return "name";
        }
        String lower = sortBy.toLowerCase(Locale.ROOT);
        for (String banned : new String[] {";", "--", "/*", " union ", "drop ", "delete "}) {
            if (lower.contains(banned)) {
                throw new IllegalArgumentException("bad sort column");
            }
        }
        return sortBy;
    }
}
