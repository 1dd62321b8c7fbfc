// A commission contracts program of the h67 set (cwe-732-permissions).
// ice sculptors: keep signed commission contracts for event ice sculptures on the studio server
package main

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/google/uuid"
	"go.uber.org/fx"
)

type CommissionRequest struct {
	ClientName string `json:"client_name" validate:"required,max=100"`
	Email      string `json:"email" validate:"required,email"`
	Phone      string `json:"phone" validate:"required,e164"`
	EventDate  string `json:"event_date" validate:"required,datetime=2006-01-02"`
	Venue      string `json:"venue" validate:"required,max=140"`
	Blocks     int    `json:"blocks" validate:"required,min=1,max=60"`
	DepositGBP int    `json:"deposit_gbp" validate:"min=0"`
}

type ContractStore struct {
	dir string
}

func NewContractStore() (*ContractStore, error) {
	dir := os.Getenv("CONTRACT_DIR")
	if dir == "" {
		dir = "/var/lib/icehouse/contracts"
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	return &ContractStore{dir: dir}, nil
}

func (s *ContractStore) Save(req CommissionRequest) (string, error) {
	id := uuid.NewString()
	record := struct {
		ID       string    `json:"id"`
		SignedAt time.Time `json:"signed_at"`
		CommissionRequest
	}{ID: id, SignedAt: time.Now().UTC(), CommissionRequest: req}

	data, err := json.MarshalIndent(record, "", "  ")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(s.dir, id+".json"), data, 0o666); err != nil {
		return "", err
	}
	return id, nil
}

type ContractHandler struct {
	store    *ContractStore
	validate *validator.Validate
}

func NewContractHandler(store *ContractStore) *ContractHandler {
	return &ContractHandler{store: store, validate: validator.New()}
}

func (h *ContractHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req CommissionRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16)).Decode(&req); err != nil {
		http.Error(w, "malformed contract", http.StatusBadRequest)
		return
	}
	if err := h.validate.Struct(req); err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	id, err := h.store.Save(req)
	if err != nil {
		http.Error(w, "could not file contract", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]string{"contract_id": id})
}

func NewHTTPServer(lc fx.Lifecycle, h *ContractHandler) *http.Server {
	mux := http.NewServeMux()
	mux.Handle("POST /contracts", h)
	srv := &http.Server{Addr: ":8100", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	lc.Append(fx.Hook{
		OnStart: func(context.Context) error {
			ln, err := net.Listen("tcp", srv.Addr)
			if err != nil {
				return err
			}
			go srv.Serve(ln)
			return nil
		},
		OnStop: srv.Shutdown,
	})
	return srv
}

func main() {
	fx.New(
		fx.Provide(NewContractStore, NewContractHandler, NewHTTPServer),
		fx.Invoke(func(*http.Server) {}),
	).Run()
}
