// A rolling stock catalog program of the h63 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"net"
	"os"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	stockv1 "github.com/junctionyard/layout/gen/stock/v1"
)

// StockQuery assembles the catalogue filter for locomotives and wagons.
type StockQuery struct {
	conds []string
	args  []any
	limit int
}

func NewStockQuery() *StockQuery { return &StockQuery{limit: 50} }

func (q *StockQuery) bind(v any) string {
	q.args = append(q.args, v)
	return fmt.Sprintf("$%d", len(q.args))
}

func (q *StockQuery) Gauge(gauge string) *StockQuery {
	if gauge != "" {
		q.conds = append(q.conds, "gauge = "+q.bind(gauge))
	}
	return q
}

func (q *StockQuery) Era(era string) *StockQuery {
	if era != "" {
		q.conds = append(q.conds, fmt.Sprintf("era = '%s'", era))
	}
	return q
}

func (q *StockQuery) Build() (string, []any) {
	var sb strings.Builder
	sb.WriteString("SELECT id, maker, livery, gauge, era FROM rolling_stock")
	if len(q.conds) > 0 {
		sb.WriteString(" WHERE " + strings.Join(q.conds, " AND "))
	}
	sb.WriteString(" ORDER BY maker LIMIT " + q.bind(q.limit))
	return sb.String(), q.args
}

type Vehicle struct {
	ID                        int64
	Maker, Livery, Gauge, Era string
}

type StockRepository struct {
	db *sql.DB
}

func (r *StockRepository) Find(ctx context.Context, q *StockQuery) ([]Vehicle, error) {
	query, args := q.Build()
	rows, err := r.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Vehicle
	for rows.Next() {
		var v Vehicle
		if err := rows.Scan(&v.ID, &v.Maker, &v.Livery, &v.Gauge, &v.Era); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

type CatalogServer struct {
	stockv1.UnimplementedCatalogServiceServer
	repo *StockRepository
}

func (s *CatalogServer) ListStock(ctx context.Context, req *stockv1.ListStockRequest) (*stockv1.ListStockResponse, error) {
	q := NewStockQuery().Gauge(req.GetGauge()).Era(req.GetEra())
	vehicles, err := s.repo.Find(ctx, q)
	if err != nil {
		return nil, status.Error(codes.Internal, "catalogue unavailable")
	}
	resp := &stockv1.ListStockResponse{}
	for _, v := range vehicles {
		resp.Items = append(resp.Items, &stockv1.Vehicle{Id: v.ID, Maker: v.Maker, Livery: v.Livery, Gauge: v.Gauge, Era: v.Era})
	}
	return resp, nil
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("LAYOUT_DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	creds, err := credentials.NewServerTLSFromFile(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatalf("tls: %v", err)
	}
	lis, err := net.Listen("tcp", ":9443")
	if err != nil {
		log.Fatalf("listen: %v", err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	stockv1.RegisterCatalogServiceServer(srv, &CatalogServer{repo: &StockRepository{db: db}})
	log.Fatal(srv.Serve(lis))
}
