tofu import datafold_mode_integration.mode 4
