// A chimney certificate filing program of the h61 set (cwe-319-cleartext).
package com.sootmasters.register;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import javax.sql.DataSource;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** After every inspection the sweep files a certificate with the national chimney register. */
record InspectionCertificate(String certificateNo, String inspectorLicence, String homeownerName,
                             String propertyAddress, String applianceType, String result, LocalDate inspectedOn) {}

interface RegisterGateway {
    String file(InspectionCertificate certificate) throws IOException, InterruptedException;
}

final class HttpRegisterGateway implements RegisterGateway {
    private static final URI ENDPOINT = URI.create("http://api.chimney-register.org/v2/certificates");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final ObjectMapper mapper = new ObjectMapper().registerModule(new JavaTimeModule());
    private final String apiKey;

    HttpRegisterGateway(String apiKey) {
        this.apiKey = apiKey;
    }

    @Override
    public String file(InspectionCertificate certificate) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(ENDPOINT)
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + apiKey)
                .POST(HttpRequest.BodyPublishers.ofString(mapper.writeValueAsString(certificate)))
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 201) {
            throw new IOException("register refused certificate " + certificate.certificateNo() + ": " + response.statusCode());
        }
        return mapper.readTree(response.body()).path("registrationId").asText();
    }
}

final class InspectionRepository {
    private final DataSource dataSource;

    InspectionRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    List<InspectionCertificate> unfiled() throws SQLException {
        String sql = "SELECT cert_no, licence, owner_name, address, appliance, result, inspected_on "
                + "FROM inspections WHERE registration_id IS NULL";
        List<InspectionCertificate> out = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new InspectionCertificate(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), rs.getString(6), rs.getObject(7, LocalDate.class)));
            }
        }
        return out;
    }

    void markFiled(String certificateNo, String registrationId) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("UPDATE inspections SET registration_id = ? WHERE cert_no = ?")) {
            ps.setString(1, registrationId);
            ps.setString(2, certificateNo);
            ps.executeUpdate();
        }
    }
}

final class CertificateFilingJob {
    private final InspectionRepository inspections;
    private final RegisterGateway register;

    CertificateFilingJob(InspectionRepository inspections, RegisterGateway register) {
        this.inspections = inspections;
        this.register = register;
    }

    int run() throws SQLException, InterruptedException {
        int filed = 0;
        for (InspectionCertificate certificate : inspections.unfiled()) {
            try {
                inspections.markFiled(certificate.certificateNo(), register.file(certificate));
                filed++;
            } catch (IOException e) {
                System.err.println(e.getMessage());
            }
        }
        return filed;
    }
}
