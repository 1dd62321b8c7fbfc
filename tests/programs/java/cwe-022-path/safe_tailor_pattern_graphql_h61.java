// A tailor pattern graphql program of the h61 set (cwe-022-path).
package com.stitchline.patterns;

import graphql.ExecutionInput;
import graphql.ExecutionResult;
import graphql.GraphQL;
import graphql.GraphQLException;
import graphql.schema.DataFetcher;
import graphql.schema.GraphQLSchema;
import graphql.schema.idl.RuntimeWiring;
import graphql.schema.idl.SchemaGenerator;
import graphql.schema.idl.SchemaParser;
import graphql.schema.idl.TypeDefinitionRegistry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Pattern;

/** Customers of the alterations studio download their own cut-pattern sheets through the GraphQL API. */
interface PatternStore {
    String read(String customerId, String sheetName) throws IOException;
}

final class DiskPatternStore implements PatternStore {
    private final Path root;

    DiskPatternStore(Path root) {
        this.root = root;
    }

    @Override
    public String read(String customerId, String sheetName) throws IOException {
        Path sheet = root.resolve(customerId).resolve(sheetName);
        return Files.readString(sheet);
    }
}

final class SheetNameRule {
    private static final Pattern SHEET = Pattern.compile("[A-Za-z0-9_-]+\\.svg");

    boolean accepts(String name) {
        return name != null && SHEET.matcher(name).matches();
    }
}

final class PatternService {
    private final PatternStore store;
    private final SheetNameRule rule;

    PatternService(PatternStore store, SheetNameRule rule) {
        this.store = store;
        this.rule = rule;
    }

    String sheetFor(String customerId, String sheetName) {
        if (!rule.accepts(sheetName)) {
            throw new GraphQLException("unknown pattern sheet");
        }
        try {
            return store.read(customerId, sheetName);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

final class PatternGraph {
    private static final String SDL = "type Query { patternSheet(name: String!): String }";

    static GraphQL build(PatternService service) {
        DataFetcher<String> patternSheet = env -> {
            // set by the session layer from the signed-in customer's account
            String customerId = env.getGraphQlContext().get("customerId");
            return service.sheetFor(customerId, env.getArgument("name"));
        };
        TypeDefinitionRegistry types = new SchemaParser().parse(SDL);
        RuntimeWiring wiring = RuntimeWiring.newRuntimeWiring()
                .type("Query", builder -> builder.dataFetcher("patternSheet", patternSheet))
                .build();
        GraphQLSchema schema = new SchemaGenerator().makeExecutableSchema(types, wiring);
        return GraphQL.newGraphQL(schema).build();
    }

    static Map<String, Object> execute(GraphQL graphQL, String query, Map<String, Object> variables, String customerId) {
        ExecutionInput input = ExecutionInput.newExecutionInput()
                .query(query)
                .variables(variables)
                .graphQLContext(Map.of("customerId", customerId))
                .build();
        ExecutionResult result = graphQL.execute(input);
        return result.toSpecification();
    }

    static GraphQL fromEnvironment() {
        PatternStore store = new DiskPatternStore(Path.of(System.getenv("PATTERN_ROOT")));
        return build(new PatternService(store, new SheetNameRule()));
    }
}
