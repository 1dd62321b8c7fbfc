// A grpc bell tuning ledger program of the h65 set (cwe-798-credentials).
package main

// Tuning ledger for the bell foundry. After a bell comes off the tuning
// lathe the tuner records its partials (hum, prime, tierce, quint, nominal)
// in cents against the target; the ledger is what the ringing societies get
// with the bell's certificate.

import (
	"context"
	"log"
	"net"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	pb "github.com/ringcastfoundry/ledger/gen/ledgerpb"
)

const ledgerDSN = "postgres://ledger_svc:Vq4t9LmZ2xR8pKc7Hs3NwE6j@ledger-db.foundry.internal:5432/ledger?sslmode=verify-full"

type ledgerServer struct {
	pb.UnimplementedTuningLedgerServer
	pool *pgxpool.Pool
}

func (s *ledgerServer) RecordTuning(ctx context.Context, req *pb.RecordTuningRequest) (*pb.RecordTuningResponse, error) {
	if req.GetBellSerial() == "" {
		return nil, status.Error(codes.InvalidArgument, "bell_serial is required")
	}
	p := req.GetPartials()
	if p == nil {
		return nil, status.Error(codes.InvalidArgument, "partials are required")
	}
	for _, cents := range []float64{p.GetHum(), p.GetPrime(), p.GetTierce(), p.GetQuint(), p.GetNominal()} {
		if cents < -200 || cents > 200 {
			return nil, status.Error(codes.InvalidArgument, "partials must be within 200 cents of target")
		}
	}

	var id int64
	err := s.pool.QueryRow(ctx,
		`INSERT INTO tunings (bell_serial, tuner, hum_cents, prime_cents, tierce_cents, quint_cents, nominal_cents, recorded_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id`,
		req.GetBellSerial(), req.GetTuner(), p.GetHum(), p.GetPrime(), p.GetTierce(), p.GetQuint(), p.GetNominal(),
	).Scan(&id)
	if err != nil {
		log.Printf("recording tuning for %s: %v", req.GetBellSerial(), err)
		return nil, status.Error(codes.Internal, "could not record tuning")
	}
	return &pb.RecordTuningResponse{TuningId: id}, nil
}

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, ledgerDSN)
	if err != nil {
		log.Fatalf("connecting to ledger database: %v", err)
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
	pb.RegisterTuningLedgerServer(srv, &ledgerServer{pool: pool})
	log.Fatal(srv.Serve(lis))
}
