// A grpc shearing tally program of the h65 set (cwe-089-sql).
package main

// Tally service for the shearing contractor: each shed's board tallies are
// recorded per run and the gang boss pulls a leaderboard at smoko.

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	pb "github.com/woolshed/tally/gen/tallypb"
)

// Leaderboard orderings the gang boss can pick from, mapped to their columns.
var sortColumns = map[string]string{
	"sheep_shorn": "sheep_shorn",
	"second_cuts": "second_cuts",
	"run_date":    "run_date",
	"shearer":     "shearer_name",
}

type tallyServer struct {
	pb.UnimplementedTallyServiceServer
	pool *pgxpool.Pool
}

func (s *tallyServer) ListShearerTallies(ctx context.Context, req *pb.ListShearerTalliesRequest) (*pb.ListShearerTalliesResponse, error) {
	if req.GetShedId() <= 0 {
		return nil, status.Error(codes.InvalidArgument, "shed_id is required")
	}

	sortBy := strings.TrimSpace(req.GetSortBy())
	if sortBy == "" {
		sortBy = "sheep_shorn"
	}
	column, ok := sortColumns[sortBy]
	if !ok {
		return nil, status.Error(codes.InvalidArgument, "sort_by must be one of sheep_shorn, second_cuts, run_date, shearer")
	}

	query := fmt.Sprintf(`SELECT shearer_name, sheep_shorn, second_cuts, run_date::text
		FROM shearer_runs
		WHERE shed_id = $1
		ORDER BY %s DESC
		LIMIT 100`, column)

	rows, err := s.pool.Query(ctx, query, req.GetShedId())
	if err != nil {
		log.Printf("tally query for shed %d: %v", req.GetShedId(), err)
		return nil, status.Error(codes.Internal, "could not load tallies")
	}
	defer rows.Close()

	resp := &pb.ListShearerTalliesResponse{}
	for rows.Next() {
		t := &pb.ShearerTally{}
		if err := rows.Scan(&t.ShearerName, &t.SheepShorn, &t.SecondCuts, &t.RunDate); err != nil {
			return nil, status.Error(codes.Internal, "could not read tallies")
		}
		resp.Tallies = append(resp.Tallies, t)
	}
	if err := rows.Err(); err != nil {
		return nil, status.Error(codes.Internal, "could not read tallies")
	}
	return resp, nil
}

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("TALLY_DATABASE_URL"))
	if err != nil {
		log.Fatalf("connecting to tally database: %v", err)
	}
	defer pool.Close()

	creds, err := credentials.NewServerTLSFromFile(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatalf("loading TLS key pair: %v", err)
	}

	lis, err := net.Listen("tcp", ":8443")
	if err != nil {
		log.Fatalf("listen: %v", err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	pb.RegisterTallyServiceServer(srv, &tallyServer{pool: pool})
	log.Printf("tally service listening on %s", lis.Addr())
	if err := srv.Serve(lis); err != nil {
		log.Fatalf("serve: %v", err)
	}
}
