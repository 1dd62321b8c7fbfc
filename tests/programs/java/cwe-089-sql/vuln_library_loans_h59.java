// Unseen set h59: library loans
package org.citylibrary.lending;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.postgresql.ds.PGSimpleDataSource;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

record LoanView(String isbn, String title, LocalDate dueDate, boolean overdue) {}

interface LoanRepository {
    List<LoanView> findOpenLoans(String patronCard, String branchCode) throws SQLException;
}

class JdbcLoanRepository implements LoanRepository {
    private final DataSource dataSource;

    JdbcLoanRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public List<LoanView> findOpenLoans(String patronCard, String branchCode) throws SQLException {
        String sql = "SELECT b.isbn, b.title, l.due_date FROM loans l JOIN books b ON b.id = l.book_id "
                + "WHERE l.returned_at IS NULL AND l.patron_card = '" + patronCard + "' "
                + "AND l.branch_code = '" + branchCode + "' ORDER BY l.due_date";
        List<LoanView> loans = new ArrayList<>();
        try (Connection con = dataSource.getConnection();
             Statement st = con.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            LocalDate today = LocalDate.now();
            while (rs.next()) {
                LocalDate due = rs.getDate("due_date").toLocalDate();
                loans.add(new LoanView(rs.getString("isbn"), rs.getString("title"), due, due.isBefore(today)));
            }
        }
        return loans;
    }
}

class LoanService {
    private final LoanRepository repository;

    LoanService(LoanRepository repository) {
        this.repository = repository;
    }

    List<LoanView> openLoansFor(String patronCard, String branchCode) throws SQLException {
        String branch = branchCode == null || branchCode.isBlank() ? "MAIN" : branchCode.trim().toUpperCase();
        return repository.findOpenLoans(patronCard.trim(), branch);
    }
}

class PatronLoansHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule());
    private final LoanService service;

    PatronLoansHandler() {
        PGSimpleDataSource ds = new PGSimpleDataSource();
        ds.setURL(System.getenv("LENDING_DB_URL"));
        ds.setUser(System.getenv("LENDING_DB_USER"));
        ds.setPassword(System.getenv("LENDING_DB_PASSWORD"));
        this.service = new LoanService(new JdbcLoanRepository(ds));
    }

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        String card = Optional.ofNullable(event.getPathParameters()).map(p -> p.get("cardNumber")).orElse(null);
        if (card == null) {
            return new APIGatewayProxyResponseEvent().withStatusCode(400).withBody("{\"error\":\"missing card\"}");
        }
        String branch = Optional.ofNullable(event.getQueryStringParameters()).map(q -> q.get("branch")).orElse(null);
        try {
            List<LoanView> loans = service.openLoansFor(card, branch);
            return new APIGatewayProxyResponseEvent()
                    .withStatusCode(200)
                    .withHeaders(Map.of("Content-Type", "application/json"))
                    .withBody(JSON.writeValueAsString(loans));
        } catch (Exception e) {
            context.getLogger().log("loan lookup failed: " + e.getMessage());
            return new APIGatewayProxyResponseEvent().withStatusCode(500).withBody("{\"error\":\"lookup failed\"}");
        }
    }
}
