// Unseen set h59: election results
package org.countyvote.results;

import com.google.cloud.firestore.DocumentSnapshot;
import com.google.cloud.firestore.Firestore;
import com.google.cloud.firestore.FirestoreOptions;
import com.google.cloud.functions.HttpFunction;
import com.google.cloud.functions.HttpRequest;
import com.google.cloud.functions.HttpResponse;
import org.owasp.encoder.Encode;

import java.io.BufferedWriter;
import java.util.LinkedHashMap;
import java.util.Map;

record PrecinctTally(String precinct, Map<String, Long> votesByCandidate, long ballotsCast) {}

interface TallyRepository {
    PrecinctTally find(String precinct) throws Exception;
}

class FirestoreTallyRepository implements TallyRepository {
    private final Firestore db;

    FirestoreTallyRepository(Firestore db) {
        this.db = db;
    }

    @Override
    @SuppressWarnings("unchecked")
    public PrecinctTally find(String precinct) throws Exception {
        DocumentSnapshot doc = db.collection("precinct_tallies").document(precinct).get().get();
        if (!doc.exists()) {
            return new PrecinctTally(precinct, Map.of(), 0);
        }
        Map<String, Long> votes = new LinkedHashMap<>((Map<String, Long>) doc.get("votes"));
        return new PrecinctTally(precinct, votes, doc.getLong("ballots_cast"));
    }
}

class ResultsPageRenderer {
    String render(PrecinctTally tally) {
        StringBuilder html = new StringBuilder("<!doctype html><html><head><meta charset=\"utf-8\">")
                .append("<title>Unofficial results</title></head><body>");
        html.append("<h1>Unofficial results for precinct ").append(Encode.forHtml(tally.precinct())).append("</h1>");
        if (tally.ballotsCast() == 0) {
            html.append("<p>No returns have been reported yet.</p>");
        } else {
            html.append("<table><tr><th>Candidate</th><th>Votes</th><th>Share</th></tr>");
            tally.votesByCandidate().forEach((candidate, votes) -> html.append("<tr><td>")
                    .append(Encode.forHtml(candidate)).append("</td><td>").append(votes).append("</td><td>")
                    .append(String.format("%.1f%%", 100.0 * votes / tally.ballotsCast())).append("</td></tr>"));
            html.append("</table>");
        }
        return html.append("</body></html>").toString();
    }
}

class PrecinctResultsFunction implements HttpFunction {
    private final TallyRepository repository =
            new FirestoreTallyRepository(FirestoreOptions.getDefaultInstance().getService());
    private final ResultsPageRenderer renderer = new ResultsPageRenderer();

    @Override
    public void service(HttpRequest request, HttpResponse response) throws Exception {
        String precinct = request.getFirstQueryParameter("precinct").orElse("").trim();
        if (precinct.isEmpty() || precinct.contains("/")) {
            response.setStatusCode(400);
            response.getWriter().write("precinct is required");
            return;
        }
        PrecinctTally tally = repository.find(precinct);
        response.setContentType("text/html; charset=utf-8");
        response.appendHeader("Cache-Control", "public, max-age=30");
        try (BufferedWriter writer = response.getWriter()) {
            writer.write(renderer.render(tally));
        }
    }
}
